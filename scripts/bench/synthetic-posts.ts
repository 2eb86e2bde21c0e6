/** Valid posts generated for the scale benchmark: same shape and size as real ones. */
export function syntheticPosts(count: number, firstId: number): Record<string, string> {
  const files: Record<string, string> = {};
  const paragraph = "Deus é fiel em todas as estações da vida, e a sua Palavra permanece para sempre. ".repeat(12);
  for (let i = 0; i < count; i++) {
    const id = firstId + i;
    const year = 2000 + Math.floor(i / 12);
    const month = String((i % 12) + 1).padStart(2, "0");
    const name = `${year}-${month}-sintetico-${id}`;
    files[`site-content/posts/${name}.json`] = JSON.stringify({
      $schema: "../../schemas/content/post.schema.json",
      id,
      title: `Palavra sintética número ${id}`,
      excerpt: "Lâmpada para os meus pés é a tua palavra e luz para o meu caminho.",
      versiculoChave: "Salmos 119:105",
      author: "Equipe do Benchmark",
      date: `${year}-${month}-01`,
      readTime: "4 min",
      category: i % 3 === 0 ? "Estudos" : "Mês Profético",
    });
    files[`site-content/posts/${name}.html`] = ["Explicação", "Aplicação pessoal", "Oração", "Desafio do mês"].map((h) => `<h2>${h}</h2><p>${paragraph}</p>`).join("\n");
  }
  return files;
}
