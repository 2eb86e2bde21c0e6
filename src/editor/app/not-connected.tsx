/** A published editor built without SITE_EDITOR_REPO: what to do, instead of a sign-in that cannot work. */
export function NotConnected() {
  return (
    <main css={{ maxWidth: "40rem", margin: "3rem auto", padding: "0 1.25rem", font: "1.0625rem/1.6 system-ui, sans-serif", color: "#14213d" }}>
      <h1 css={{ fontSize: "1.75rem", lineHeight: 1.2 }}>O editor do site ainda não está ligado ao GitHub</h1>
      <p>
        Para editar o site por aqui, quem administra a hospedagem precisa informar o repositório do site na variável <code>SITE_EDITOR_REPO</code> e ligar o
        login pelo GitHub. O passo a passo está no arquivo <code>site-content/LEIA-ME.md</code>, na parte “Configurar o editor (para quem administra o site)”.
      </p>
      <p>
        Enquanto isso, dá para editar os arquivos JSON direto no GitHub ou, num computador com o projeto, rodar <code>npm run editor</code>.
      </p>
    </main>
  );
}
