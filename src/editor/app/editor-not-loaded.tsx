/**
 * The editor's code (Decap, most of a megabyte) did not arrive: a connection that dropped on a phone, a deploy that
 * replaced the files while the page was open. Without this the volunteer would look at a blank page with no way on.
 */
export function EditorNotLoaded() {
  return (
    <main css={{ maxWidth: "40rem", margin: "3rem auto", padding: "0 1.25rem", font: "1.0625rem/1.6 system-ui, sans-serif", color: "#14213d" }}>
      <h1 css={{ fontSize: "1.75rem", lineHeight: 1.2 }}>O editor não carregou</h1>
      <p>A conexão falhou enquanto o editor era baixado. Nada do que você já salvou se perdeu.</p>
      <p>Confira se o celular ou o computador está com internet e tente de novo.</p>
      <button
        type="button"
        onClick={() => location.reload()}
        css={{
          minHeight: 48,
          padding: "0.75rem 1.5rem",
          border: 0,
          borderRadius: 999,
          background: "#14213d",
          color: "#ffffff",
          font: "inherit",
          fontWeight: 600,
          cursor: "pointer",
        }}
      >
        Tentar de novo
      </button>
    </main>
  );
}
