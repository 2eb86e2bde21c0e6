/**
 * The words an editor reads above each field in the site editor (/admin).
 *
 * Why a vocabulary and not the schemas: property names are English code, and most `title`s are TypeScript
 * type names (a block's is its name for editors, see below); the pt-BR `description`s are whole sentences written as help, which the editor shows as
 * the field's hint. A label must be two or three words, and the first clause of a description often
 * is not one ("true só na sede: …", "Opcional: endereço (https) …", "Rua, número e bairro…"). So the
 * labels are written here, once per property name (the same name means the same thing across the
 * schemas), with an override for the few shared names that mean something else in one place.
 *
 * A block's name (and a prose piece's) is not here: it is its schema's `title`, written once.
 *
 * Keeping it correct as the schemas change: tests/unit/cms/labels.test.ts fails when a property name
 * (or a list item kind, a single-file kind) has no label here, when a label here no
 * longer matches any property, and when an override points at nothing. Until someone writes the
 * label, the generator falls back to the first clause of the description, so `npm run gen:cms` and
 * `npm run check` never stop an editor over a missing word.
 */

/** Property name → label, wherever the property appears. */
export const FIELD_LABELS: Readonly<Record<string, string>> = {
  $schema: "Esquema",
  account: "Conta",
  action: "Botão",
  actions: "Botões",
  address: "Endereço",
  ageRange: "Público",
  agency: "Agência",
  alt: "Descrição da imagem",
  asideHeading: "Título do quadro de contatos",
  audience: "Público",
  author: "Autor",
  authorRole: "Função do autor",
  avatar: "Foto",
  bank: "Dados bancários",
  beneficiary: "Nome de quem recebe",
  body: "Texto da mensagem",
  cards: "Cartões",
  care: "Como cuidamos dos pedidos",
  careHeading: "Título do quadro ao lado",
  category: "Categoria",
  city: "Cidade",
  closes: "Fecha às",
  cnpj: "CNPJ",
  color: "Cor",
  congregation: "Igreja",
  contact: "Contato",
  content: "Conteúdo",
  date: "Data",
  day: "Dia da semana",
  days: "Dias",
  decorative: "Imagem decorativa",
  description: "Descrição",
  district: "Bairro",
  domingo: "Domingo",
  email: "E-mail",
  emptyText: "Texto quando não há itens",
  endTime: "Horário de término",
  endedText: "Texto quando todos já terminaram",
  excerpt: "Versículo-chave",
  eyebrow: "Texto acima do título",
  featured: "Em destaque",
  featuredLabel: "Texto acima do destaque",
  formEndpoint: "Serviço de formulários",
  foundingYear: "Ano de fundação",
  geo: "Coordenadas",
  groups: "Células",
  handle: "Nome do perfil",
  headerAction: "Botão do topo",
  heading: "Título",
  headquarters: "Sede",
  help: "Texto de ajuda",
  holder: "Titular",
  href: "Link",
  icon: "Ícone",
  id: "Identificador da seção",
  image: "Imagem",
  instagram: "Instagram",
  intro: "Apresentação",
  items: "Itens",
  itemsHeading: "Título da grade",
  key: "Chave PIX",
  keyType: "Tipo de chave",
  label: "Texto do botão",
  latitude: "Latitude",
  leaders: "Líderes",
  legal: "Documentos legais",
  link: "Botão",
  links: "Links no texto",
  live: "Link Ao vivo",
  location: "Local",
  longitude: "Longitude",
  mapsQuery: "Busca no Google Maps",
  message: "Mensagem do PIX",
  minor: "Subtítulo menor",
  name: "Nome",
  nav: "Menu",
  neighbourhood: "Bairro",
  network: "Rede social",
  newsletterEndpoint: "Serviço da newsletter",
  note: "Observação",
  notes: "Observações por dia",
  opens: "Abre às",
  order: "Posição",
  ordered: "Lista numerada",
  paragraphs: "Parágrafos",
  participateMessage: "Mensagem do Quero Participar",
  passage: "Texto bíblico",
  period: "Quando",
  phone: "Telefone",
  pix: "PIX",
  postImages: "Imagens padrão dos artigos",
  postalCode: "CEP",
  preacher: "Pregador",
  privacy: "Política de Privacidade",
  privacyLink: "Link da Política de Privacidade",
  privacyNote: "Aviso sobre os dados",
  publishAt: "Publicar em",
  quarta: "Quarta-feira",
  quinta: "Quinta-feira",
  readTime: "Tempo de leitura",
  reference: "Referência",
  region: "Região",
  role: "Função",
  sabado: "Sábado",
  schedule: "Horários",
  secretariat: "Secretaria",
  sections: "Seções",
  segunda: "Segunda-feira",
  seo: "Google e redes sociais",
  serviceTimes: "Cultos semanais",
  sexta: "Sexta-feira",
  shortName: "Nome curto",
  showIf: "Mostrar só quando",
  showServiceTimes: "Mostrar os cultos",
  social: "Redes sociais",
  src: "Arquivo da imagem",
  startTime: "Horário de início",
  state: "Estado",
  statements: "Declarações",
  stats: "Números em destaque",
  street: "Rua e número",
  subjects: "Sugestões de assunto",
  subscribe: "Quadro Receber Notificações",
  subtitle: "Subtítulo",
  tagline: "Frase do logotipo",
  terca: "Terça-feira",
  terms: "Termos de Uso",
  text: "Texto",
  time: "Horário",
  title: "Título",
  titleSuffix: "Final do título",
  toc: "Índice",
  tone: "Cor de fundo",
  type: "Tipo",
  updated: "Atualizado em",
  url: "Endereço na internet",
  value: "Número",
  variant: "Aparência",
  verse: "Versículo",
  versiculoChave: "Referência do versículo-chave",
  video: "Vídeo do YouTube",
  videos: "Vídeos",
  whatsapp: "WhatsApp",
  whatsappGreeting: "Mensagem do WhatsApp",
  zoom: "Aproximação do mapa",
};

/** Where a shared name means something else: the property's place in schemas/ → label. */
export const FIELD_LABEL_OVERRIDES: Readonly<Record<string, string>> = {
  "blocks/giving.schema.json#/properties/bank/properties/bank": "Banco",
  "blocks/ministry-grid.schema.json#/properties/contact": "Botão de contato",
  "common/stat.schema.json#/properties/label": "Legenda",
  "content/post.schema.json#/properties/id": "Número do artigo",
  "content/testimony.schema.json#/properties/author": "Nome",
  "site.schema.json#/definitions/legalLink/properties/label": "Nome do documento",
  "site.schema.json#/properties/nav/items/properties/label": "Texto do item",
};

/** What one item of a variable-type list is called, by its `typeKey` ("Adicionar seção"). */
export const TYPE_ITEM_LABELS: Readonly<Record<string, string>> = {
  type: "seção",
  kind: "trecho",
};

/** Content kinds that are one file (content-kinds.ts): their name in the editor's menu. */
export const FILE_LABELS: Readonly<Record<string, string>> = {
  "site.json": "Configurações do site",
};

/** The first clause of a description, as a stand-in label until the vocabulary has one. */
export function labelFromDescription(description: string | undefined, name: string): string {
  const clause = (description ?? "").split(/[.:;,(]/, 1)[0]?.trim() ?? "";
  return clause ? clause.charAt(0).toUpperCase() + clause.slice(1) : name;
}
