/* Generated from schemas/ by `npm run gen:types`. Do not edit by hand:
 * change the schema, then run the command again (npm run check fails while this file is stale). */

/**
 * Identificador da seção, usado em links como /contato#visite. Opcional; letras minúsculas, números e hífens; não pode se repetir na mesma página.
 */
export type SectionId = string;
/**
 * Nome de um ícone da biblioteca do site.
 */
export type IconName =
  | "coracao"
  | "pessoas"
  | "alvo"
  | "livro"
  | "calendario"
  | "maos"
  | "musica"
  | "camera"
  | "casa"
  | "estrela"
  | "cruz"
  | "pomba"
  | "mapa"
  | "telefone"
  | "relogio"
  | "globo"
  | "ferramenta"
  | "sorriso"
  | "chama"
  | "mensagem";
/**
 * Endereço de destino. Uma página do site começa com / (ex.: "/contato" ou "/contato#visite"); um site externo começa com https://; também valem mailto: (e-mail) e tel: (telefone).
 */
export type Href = string;
/**
 * CEP no formato 00000-000.
 */
export type Cep = string;
/**
 * Telefone brasileiro com DDD, no formato (11) 91234-5678 (celular) ou (11) 3456-7890 (fixo).
 */
export type Phone = string;
/**
 * Horário no formato 24 horas, HH:MM (ex.: "19:30").
 */
export type TimeOfDay = string;

export interface AllContentSchemas {
  schema0?: CardGridBlock;
  schema1?: FeatureGridBlock;
  schema2?: HeroBlock;
  schema3?: StatsBlock;
  schema4?: Cep;
  schema5?: Href;
  schema6?: IconName;
  schema7?: Image;
  schema8?: Link;
  schema9?: Phone;
  schema10?: SectionId;
  schema11?: Stat;
  schema12?: TimeOfDay;
  schema13?: Page;
  schema14?: Site;
}
/**
 * Grade de cartões, cada um com ícone ou imagem, título, texto e um botão para outra página.
 */
export interface CardGridBlock {
  /**
   * Tipo do bloco. Para este bloco, sempre "card-grid".
   */
  type: "card-grid";
  id?: SectionId;
  /**
   * Texto curto acima do título.
   */
  eyebrow?: string;
  /**
   * Título da seção.
   */
  heading: string;
  /**
   * Frase de apresentação abaixo do título.
   */
  intro?: string;
  /**
   * Os cartões, de 1 a 12.
   *
   * @minItems 1
   * @maxItems 12
   *
   * Items: Um cartão.
   */
  cards: {
    icon?: IconName;
    image?: Image;
    /**
     * Título do cartão.
     */
    title: string;
    /**
     * Texto do cartão, em uma ou duas frases.
     */
    text: string;
    /**
     * Botão do cartão (ex.: "Saiba Mais" para /agenda).
     */
    link: Link;
  }[];
}
/**
 * Uma imagem do site. O arquivo fica em site-content/images/.
 */
export interface Image {
  /**
   * Caminho do arquivo, começando com /images/ (ex.: "/images/culto.jpg"). O nome deve ser igual ao do arquivo, inclusive maiúsculas e minúsculas.
   */
  src: string;
  /**
   * Descrição da imagem para quem não consegue vê-la (leitores de tela). Descreva o que aparece, em uma frase curta. Use "" só para imagens puramente decorativas.
   */
  alt: string;
}
/**
 * Seção com título, texto de apresentação, números opcionais e uma grade de destaques com ícone (ex.: os valores da igreja).
 */
export interface FeatureGridBlock {
  /**
   * Tipo do bloco. Para este bloco, sempre "feature-grid".
   */
  type: "feature-grid";
  id?: SectionId;
  /**
   * Texto curto acima do título (ex.: "Quem somos").
   */
  eyebrow?: string;
  /**
   * Título da seção.
   */
  heading: string;
  /**
   * Parágrafos de apresentação, um por item da lista.
   *
   * @maxItems 6
   *
   * Items: Um parágrafo.
   */
  paragraphs?: string[];
  /**
   * Números em destaque ao lado do texto (opcional, até 4).
   *
   * @maxItems 4
   */
  stats?: Stat[];
  /**
   * Título pequeno acima da grade (ex.: "Nossos Valores").
   */
  itemsHeading?: string;
  /**
   * Os destaques da grade, de 1 a 8.
   *
   * @minItems 1
   * @maxItems 8
   *
   * Items: Um destaque: ícone, título e texto curto.
   */
  items: {
    icon?: IconName;
    /**
     * Título do destaque (ex.: "Amor Genuíno").
     */
    title: string;
    /**
     * Texto curto do destaque.
     */
    text: string;
  }[];
  /**
   * Botão ao final da seção (opcional).
   */
  action?: Link;
}
/**
 * Um número em destaque com a sua legenda.
 */
export interface Stat {
  /**
   * O número como deve aparecer (ex.: "30+", "500+", "12").
   */
  value: string;
  /**
   * O que o número conta (ex.: "Anos de Ministério").
   */
  label: string;
  icon?: IconName;
}
/**
 * Abertura grande no topo da página: título, subtítulo, botões e, se quiser, cartões com números.
 */
export interface HeroBlock {
  /**
   * Tipo do bloco. Para este bloco, sempre "hero".
   */
  type: "hero";
  id?: SectionId;
  /**
   * Texto curto acima do título (ex.: "Seja bem-vindo").
   */
  eyebrow?: string;
  /**
   * Título principal da página. Aparece uma única vez, bem grande.
   */
  title: string;
  /**
   * Frase logo abaixo do título.
   */
  subtitle?: string;
  /**
   * Parágrafo opcional de apresentação, abaixo do subtítulo.
   */
  text?: string;
  /**
   * Botões do topo (até 3). O primeiro costuma ser o principal.
   *
   * @maxItems 3
   */
  actions?: Link[];
  /**
   * Cartões com números em destaque (até 4), como "30+ Anos de Ministério".
   *
   * @maxItems 4
   */
  stats?: Stat[];
  /**
   * Imagem de fundo do topo. Fica escurecida para o texto continuar legível.
   */
  image?: Image;
}
/**
 * Um botão ou link: o texto que aparece e para onde ele leva.
 */
export interface Link {
  /**
   * Texto do botão, como o visitante vai ler (ex.: "Participe Conosco").
   */
  label: string;
  href: Href;
  /**
   * Aparência do botão: "primario" (dourado, destaque), "secundario" (contorno) ou "texto" (só o texto sublinhado).
   */
  variant?: "primario" | "secundario" | "texto";
}
/**
 * Faixa de números em destaque (ex.: vidas transformadas, batismos), com título opcional.
 */
export interface StatsBlock {
  /**
   * Tipo do bloco. Para este bloco, sempre "stats".
   */
  type: "stats";
  id?: SectionId;
  /**
   * Título da seção (opcional).
   */
  heading?: string;
  /**
   * Frase de apresentação abaixo do título (opcional).
   */
  intro?: string;
  /**
   * Cor de fundo da faixa: "clara" (creme) ou "escura" (azul da igreja).
   */
  tone?: "clara" | "escura";
  /**
   * Os números, de 1 a 6.
   *
   * @minItems 1
   * @maxItems 6
   */
  items: Stat[];
}
/**
 * Uma página do site. O endereço vem do nome do arquivo: inicio.json é a página inicial (/), sobre.json vira /sobre, 404.json é a página de "não encontrada". A página é montada com as seções, na ordem em que aparecem aqui.
 */
export interface Page {
  /**
   * Caminho do esquema que valida este arquivo. Não altere.
   */
  $schema?: string;
  /**
   * Título da página na aba do navegador e no Google (ex.: "Sobre Nós"). Cada página deve ter o seu.
   */
  title: string;
  /**
   * Resumo da página para o Google e para o WhatsApp quando alguém compartilha o link (de 50 a 160 letras). Cada página deve ter o seu.
   */
  description: string;
  /**
   * Imagem mostrada quando o link da página é compartilhado (opcional; sem ela, vale a imagem padrão do site).
   */
  image?: Image;
  /**
   * As seções da página, de cima para baixo. Para mudar a ordem, mude a ordem dos itens desta lista.
   *
   * @minItems 1
   *
   * Items: Uma seção. O campo "type" diz qual bloco é.
   */
  sections: (HeroBlock | StatsBlock | FeatureGridBlock | CardGridBlock)[];
}
/**
 * Dados gerais da igreja, usados em todas as páginas: nome, contatos, endereço, horários, menu e redes sociais. Cada contato é escrito uma única vez, aqui.
 */
export interface Site {
  /**
   * Caminho do esquema que valida este arquivo. Não altere.
   */
  $schema?: string;
  /**
   * Nome completo da igreja (ex.: "Igreja Monte Calvário").
   */
  name: string;
  /**
   * Nome curto, usado no logotipo e em espaços pequenos.
   */
  shortName: string;
  /**
   * Frase curta que acompanha o nome no logotipo.
   */
  tagline?: string;
  /**
   * Endereço do site publicado, sem barra no final (ex.: "https://www.montecalvario.org.br"). Usado nos links para o Google e redes sociais.
   */
  url: string;
  /**
   * Apresentação curta da igreja, mostrada no rodapé.
   */
  description: string;
  /**
   * Ano de fundação da igreja.
   */
  foundingYear?: number;
  /**
   * Formas de falar com a igreja.
   */
  contact: {
    /**
     * Telefone mostrado no topo do site, no formato (11) 91234-5678 ou (11) 3456-7890.
     */
    phone: Phone;
    /**
     * Número do WhatsApp da igreja, no formato (11) 91234-5678.
     */
    whatsapp: Phone;
    /**
     * E-mail de contato da igreja.
     */
    email: string;
    /**
     * Opcional: endereço (https) de um serviço de formulários, como Formspree ou Netlify Forms. Com ele, o formulário de contato envia as mensagens para lá; sem ele, envia pelo WhatsApp ou e-mail.
     */
    formEndpoint?: string;
    /**
     * Opcional: endereço (https) do serviço que recebe as inscrições da newsletter. Sem ele, a inscrição é enviada por e-mail.
     */
    newsletterEndpoint?: string;
  };
  /**
   * Endereço da sede.
   */
  address: {
    /**
     * Rua e número (ex.: "Rua das Oliveiras, 320").
     */
    street: string;
    /**
     * Bairro.
     */
    district: string;
    /**
     * Cidade.
     */
    city: string;
    /**
     * Sigla do estado (ex.: "SP").
     */
    state: string;
    postalCode: Cep;
    /**
     * Coordenadas do templo, para o mapa e para o Google (copie do Google Maps: clique com o botão direito no local).
     */
    geo: {
      /**
       * Latitude (ex.: -23.5621).
       */
      latitude: number;
      /**
       * Longitude (ex.: -46.5489).
       */
      longitude: number;
    };
  };
  /**
   * Cultos semanais, na ordem da semana.
   *
   * @minItems 1
   *
   * Items: Um culto semanal.
   */
  serviceTimes: {
    /**
     * Dia da semana.
     */
    day: "domingo" | "segunda" | "terca" | "quarta" | "quinta" | "sexta" | "sabado";
    /**
     * Horário de início, no formato 24 horas (ex.: "19:30"). No site aparece como 19h30.
     */
    time: TimeOfDay;
    /**
     * Nome do culto (ex.: "Culto de Oração").
     */
    name: string;
  }[];
  /**
   * Horário de atendimento da secretaria.
   */
  secretariat: {
    /**
     * Dias de atendimento.
     *
     * @minItems 1
     *
     * Items: Um dia da semana.
     */
    days: ("domingo" | "segunda" | "terca" | "quarta" | "quinta" | "sexta" | "sabado")[];
    /**
     * Abre às (ex.: "09:00").
     */
    opens: TimeOfDay;
    /**
     * Fecha às (ex.: "17:00").
     */
    closes: TimeOfDay;
  };
  /**
   * Itens do menu principal, na ordem em que aparecem.
   *
   * @minItems 1
   * @maxItems 10
   *
   * Items: Um item do menu.
   */
  nav: {
    /**
     * Texto do item (ex.: "Sobre").
     */
    label: string;
    /**
     * Página do site para onde o item leva (ex.: "/sobre").
     */
    href: string;
  }[];
  /**
   * Botão de destaque no topo (ex.: "Venha nos Visitar").
   */
  headerAction: Link;
  /**
   * Mensagem que já vem escrita quando o visitante toca no botão flutuante do WhatsApp.
   */
  whatsappGreeting: string;
  /**
   * Perfis da igreja nas redes sociais.
   *
   * Items: Um perfil.
   */
  social: {
    /**
     * Qual rede social.
     */
    network: "instagram" | "youtube" | "facebook" | "tiktok";
    /**
     * Endereço completo do perfil (https://...).
     */
    url: string;
    /**
     * Nome do perfil como aparece (ex.: "@montecalvario").
     */
    handle?: string;
  }[];
  /**
   * Configurações para Google e redes sociais.
   */
  seo: {
    /**
     * Texto que vem depois do título de cada página na aba do navegador (ex.: " | Igreja Monte Calvário").
     */
    titleSuffix: string;
    /**
     * Imagem padrão ao compartilhar um link do site (1200×630).
     */
    image: Image;
  };
}
