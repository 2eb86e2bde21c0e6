// @generated schemas=80916d6c632379e9f89097e87048deb28dcb4c14ec1943f062cc60cfc7d307d7 generator=b531b3221bc767efd3261ccdfe6c3c3448b492553b9308157bde8ac727384962 body=d27539752ab95ad5fb4fc510ff0a8ece57c7ac5c03acd37e57447eab453f7c2b
/* Generated from schemas/ by `npm run gen:types`. Do not edit by hand:
 * change the schema, then run the command again (npm run check fails while this file is stale). */

/**
 * Identificador da seção, usado em links como /contato#visite. Opcional; letras minúsculas, números e hífens; não pode se repetir na mesma página.
 */
export type SectionId = string;
/**
 * Opcional: quando isto aparece no site, no horário de São Paulo, no formato ANO-MÊS-DIA HORA:MINUTO (ex.: "2026-12-12 08:00"). Até lá o site não mostra nada dele (nem nas listas, no RSS, nas agendas para celular, na busca ou no mapa do site); a publicação automática de cada hora o põe no ar. Sem este campo, aparece já na próxima publicação.
 */
export type PublishAt = string;
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
 * Endereço de destino. Uma página do site começa com / (ex.: "/contato" ou "/contato#visite"); um site externo começa com https://; também valem mailto: (e-mail), tel: (telefone) e whatsapp: seguido da mensagem, que abre uma conversa com o WhatsApp da igreja já com o texto escrito (ex.: "whatsapp:Olá! Quero participar do Ministério de Jovens.").
 */
export type Href = string;
/**
 * Trechos do texto que viram links (opcional). O trecho precisa aparecer igualzinho no texto, com as mesmas letras e acentos.
 *
 * @maxItems 10
 */
export type ProseLinks = ProseInlineLink[];
/**
 * Opcional: mostra este item só quando ele é verdade para o site. "com-servico-de-formularios": quando site.json tem "formEndpoint" ou "newsletterEndpoint"; "sem-servico-de-formularios": quando não tem nenhum dos dois. Útil na Política de Privacidade, que precisa dizer para onde vão os dados.
 */
export type ProseCondition = "com-servico-de-formularios" | "sem-servico-de-formularios";
/**
 * CEP no formato 00000-000.
 */
export type Cep = string;
/**
 * Telefone brasileiro com DDD, no formato (11) 91234-5678 (celular) ou (11) 3456-7890 (fixo).
 */
export type Phone = string;
/**
 * Palavras de busca (opcional): outras palavras pelas quais isto deve ser encontrado na busca do site, além das que já estão no texto (ex.: "dízimo", "oferta", "PIX"). A busca já entende acentos, plurais e pequenos erros de digitação: escreva aqui só palavras que o texto não usa.
 *
 * @maxItems 20
 *
 * Items: Uma palavra ou expressão curta (ex.: "dízimo").
 */
export type SearchTerms = string[];
/**
 * Sigla do estado, em duas letras maiúsculas (ex.: "SP", "PI", "BA").
 */
export type StateCode =
  | "AC"
  | "AL"
  | "AP"
  | "AM"
  | "BA"
  | "CE"
  | "DF"
  | "ES"
  | "GO"
  | "MA"
  | "MT"
  | "MS"
  | "MG"
  | "PA"
  | "PB"
  | "PR"
  | "PE"
  | "PI"
  | "RJ"
  | "RN"
  | "RS"
  | "RO"
  | "RR"
  | "SC"
  | "SP"
  | "SE"
  | "TO";
/**
 * Horário no formato 24 horas, HH:MM (ex.: "19:30").
 */
export type TimeOfDay = string;
/**
 * Cor do cartão, escolhida entre seis degradês, os mesmos nos dois temas (o texto sobre cada um é sempre legível): "azul" (azul-marinho ao azul-céu, sereno: bom para ensino e oração); "dourado" (dourado ao âmbar: alegria e celebração); "vinho" (vinho ao rosé, acolhedor e elegante); "verde" (verde-oliva ao verde-folha: crescimento, serviço, missões); "roxo" (roxo profundo ao lilás: adoração e criatividade); "terracota" (terracota ao laranja queimado: energia e calor). Procure não repetir a mesma cor em cartões vizinhos.
 */
export type MinistryColor = "azul" | "dourado" | "vinho" | "verde" | "roxo" | "terracota";
/**
 * Cor principal da igreja, escura: o fundo das faixas escuras (abertura, rodapé, faixas de destaque) e, se "heading" não disser outra, a cor dos títulos. O texto sobre ela é branco: precisa ser escura o bastante para ele.
 */
export type Color = string;
/**
 * Opcional: a cor principal mais escura (rodapé, faixa do telefone no topo, avisos, texto dos botões de destaque). Sem ela, o site escurece a cor principal.
 */
export type Color1 = string;
/**
 * Opcional: a cor principal um pouco mais clara (cartões de números sobre fundo escuro, linhas do rodapé). Sem ela, o site clareia a cor principal.
 */
export type Color2 = string;
/**
 * Cor de destaque: o fundo dos botões principais (com o texto na cor principal escura), filetes e detalhes.
 */
export type Color3 = string;
/**
 * Opcional: o destaque claro, usado como texto e ícones sobre as faixas escuras. Sem ele, o site clareia a cor de destaque.
 */
export type Color4 = string;
/**
 * Opcional: o destaque como texto sobre os fundos claros (sobretítulos, ícones, links). Sem ele, o site escurece a cor de destaque até ela ser legível.
 */
export type Color5 = string;
/**
 * Opcional: o fundo da página e dos cartões. Sem ele, branco (#ffffff).
 */
export type Color6 = string;
/**
 * Fundo suave das seções alternadas e caixas (ex.: um creme).
 */
export type Color7 = string;
/**
 * Opcional: o fundo suave mais forte, das etiquetas e ícones em círculo; também o texto claro sobre as faixas escuras. Sem ele, o site escurece o fundo suave.
 */
export type Color8 = string;
/**
 * Opcional: a cor dos títulos, links e botões contornados sobre os fundos claros. Sem ela, a cor principal.
 */
export type Color9 = string;
/**
 * Cor do texto corrido, escura.
 */
export type Color10 = string;
/**
 * Opcional: o texto secundário (resumos, datas, legendas) e a borda dos campos de formulário. Sem ele, o site clareia o texto até onde ele ainda é legível.
 */
export type Color11 = string;
/**
 * Opcional: as linhas finas de cartões e divisões. Sem ela, o site a tira do fundo suave.
 */
export type Color12 = string;
/**
 * No tema escuro: o fundo das faixas escuras (abertura, rodapé, faixas de destaque). O texto sobre ela é branco: precisa ser escura o bastante para ele.
 */
export type Color13 = string;
/**
 * No tema escuro: a cor principal mais escura (rodapé, faixa do telefone no topo, avisos, texto dos botões de destaque). Sem ela, o site a calcula a partir das cores do tema claro.
 */
export type Color14 = string;
/**
 * No tema escuro: a cor principal um pouco mais clara (cartões de números sobre fundo escuro, linhas do rodapé). Sem ela, o site a calcula a partir das cores do tema claro.
 */
export type Color15 = string;
/**
 * No tema escuro: cor de destaque: o fundo dos botões principais (com o texto na cor principal escura), filetes e detalhes.
 */
export type Color16 = string;
/**
 * No tema escuro: o destaque claro, usado como texto e ícones sobre as faixas escuras. Sem ela, o site a calcula a partir das cores do tema claro.
 */
export type Color17 = string;
/**
 * No tema escuro: o destaque como texto sobre os fundos claros (sobretítulos, ícones, links). Sem ela, o site a calcula a partir das cores do tema claro.
 */
export type Color18 = string;
/**
 * No tema escuro: o fundo da página e dos cartões. Sem ela, o site a calcula a partir das cores do tema claro.
 */
export type Color19 = string;
/**
 * No tema escuro: fundo suave das seções alternadas e caixas (ex.: um creme).
 */
export type Color20 = string;
/**
 * No tema escuro: o fundo suave mais forte, das etiquetas e ícones em círculo; também o texto claro sobre as faixas escuras. Sem ela, o site a calcula a partir das cores do tema claro.
 */
export type Color21 = string;
/**
 * No tema escuro: a cor dos títulos, links e botões contornados sobre os fundos claros. Sem ela, o site a calcula a partir das cores do tema claro.
 */
export type Color22 = string;
/**
 * No tema escuro: cor do texto corrido, escura.
 */
export type Color23 = string;
/**
 * No tema escuro: o texto secundário (resumos, datas, legendas) e a borda dos campos de formulário. Sem ela, o site a calcula a partir das cores do tema claro.
 */
export type Color24 = string;
/**
 * No tema escuro: as linhas finas de cartões e divisões. Sem ela, o site a calcula a partir das cores do tema claro.
 */
export type Color25 = string;
/**
 * Fonte dos títulos e do nome da igreja (ex.: "Playfair Display", serifada e elegante; "Lora", serifada e calorosa).
 */
export type FontFamily = "Inter" | "Source Sans 3" | "Playfair Display" | "Lora";
/**
 * Fonte do texto, menus e botões (ex.: "Inter" ou "Source Sans 3", sem serifa, fáceis de ler no celular).
 */
export type FontFamily1 = "Inter" | "Source Sans 3" | "Playfair Display" | "Lora";
/**
 * A cor do tipo: o texto da etiqueta e a borda do cartão no tema claro, o fundo da etiqueta no escuro. Precisa ser escura o bastante para ser lida sobre o fundo claro da etiqueta (ex.: "#1d5a2b", um verde-escuro).
 */
export type Color26 = string;
/**
 * Opcional: o fundo claro da etiqueta no tema claro (o texto dela no escuro). Sem ele, o site usa um tom bem claro da cor do tipo.
 */
export type Color27 = string;

export interface AllContentSchemas {
  schema0?: CardGridBlock;
  schema1?: ChurchListBlock;
  schema2?: ContactFormBlock;
  schema3?: CtaBlock;
  schema4?: EventListBlock;
  schema5?: FeatureGridBlock;
  schema6?: GivingBlock;
  schema7?: GroupListBlock;
  schema8?: HeroBlock;
  schema9?: MapBlock;
  schema10?: MinistryGridBlock;
  schema11?: MissionVisionBlock;
  schema12?: NewsletterBlock;
  schema13?: NextServiceBlock;
  schema14?: PostListBlock;
  schema15?: PrayerRequestBlock;
  schema16?: ProseBlock;
  schema17?: SearchBlock;
  schema18?: SermonListBlock;
  schema19?: ServiceTimesBlock;
  schema20?: StatsBlock;
  schema21?: TestimonyListBlock;
  schema22?: TimelineBlock;
  schema23?: VideoListBlock;
  schema24?: ChurchAddress;
  schema25?: Cep;
  schema26?: FormUnavailable;
  schema27?: Href;
  schema28?: IconName;
  schema29?: Image;
  schema30?: Link;
  schema31?: OfficeHours;
  schema32?: Phone;
  schema33?: PublishAt;
  schema34?: SearchTerms;
  schema35?: SectionId;
  schema36?: ServiceTime;
  schema37?: SocialProfile;
  schema38?: Stat;
  schema39?: StateCode;
  schema40?: TimeOfDay;
  schema41?: Church;
  schema42?: AgendaEvent;
  schema43?: Ministry;
  schema44?: Person;
  schema45?: Post;
  schema46?: Series;
  schema47?: Sermon;
  schema48?: Testimony;
  schema49?: Page;
  schema50?: Site;
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
  publishAt?: PublishAt;
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
   * Descrição da imagem para quem não consegue vê-la (leitores de tela). Descreva o que aparece, em uma frase curta (ex.: "Jovens orando de mãos dadas no pátio da igreja"). Só pode ficar vazia ("") numa imagem marcada com "decorative": true.
   */
  alt: string;
  /**
   * true só quando a imagem é puro enfeite e não acrescenta informação (ex.: o fundo atrás do título). Leitores de tela a ignoram; deixe então "alt": "". Sem este campo, a imagem precisa de descrição em "alt".
   */
  decorative?: boolean;
}
/**
 * Lista com TODAS as igrejas de site-content/churches/, agrupadas por estado (o estado da primeira igreja, pelo campo "order", vem primeiro). Cada cartão mostra o nome (que leva à página da igreja), a observação, o endereço com o CEP, os cultos da semana, o próximo culto e os botões para a página da igreja e "Como chegar" (Google Maps); o botão "Perto de mim" põe as igrejas na ordem da distância de quem visita, sem que a localização saia do celular. Os dados das igrejas ficam nos arquivos delas, não aqui; as palavras fixas, em site.json ("words", grupo "churches").
 */
export interface ChurchListBlock {
  /**
   * Tipo do bloco. Para este bloco, sempre "church-list".
   */
  type: "church-list";
  id?: SectionId;
  publishAt?: PublishAt;
  /**
   * Texto curto acima do título (ex.: "Endereços").
   */
  eyebrow?: string;
  /**
   * Título da seção (ex.: "Encontre a igreja mais perto de você").
   */
  heading: string;
  /**
   * Frase de apresentação abaixo do título (opcional).
   */
  intro?: string;
}
/**
 * Formulário de contato (nome, telefone, e-mail, assunto e mensagem) com as informações da igreja ao lado: endereço, WhatsApp, e-mail, horários dos cultos e da secretaria. Os contatos e horários não ficam aqui: os contatos vêm de site-content/site.json, o endereço e os horários da sede (site-content/churches/). A mensagem é enviada pelo WhatsApp da igreja (ou por e-mail); se site.json tiver "contact.formEndpoint", ela é enviada para esse serviço. O assunto já vem preenchido quando o link traz ?assunto= (ex.: /contato?assunto=Ministério de Jovens).
 */
export interface ContactFormBlock {
  /**
   * Tipo do bloco. Para este bloco, sempre "contact-form".
   */
  type: "contact-form";
  id?: SectionId;
  publishAt?: PublishAt;
  /**
   * Texto curto acima do título (ex.: "Escreva para nós").
   */
  eyebrow?: string;
  /**
   * Título da seção (ex.: "Envie sua mensagem").
   */
  heading: string;
  /**
   * Frase de apresentação abaixo do título (opcional).
   */
  intro?: string;
  /**
   * Sugestões que aparecem ao tocar no campo "Assunto" (opcional). O visitante também pode escrever outro assunto.
   *
   * @maxItems 12
   *
   * Items: Uma sugestão de assunto (ex.: "Pedido de oração").
   */
  subjects?: string[];
  /**
   * Título do quadro com endereço, WhatsApp, e-mail e horários. Sem este campo, vale "Outras formas de falar conosco".
   */
  asideHeading?: string;
  /**
   * Frase curta abaixo dos botões de envio, dizendo para que servem os dados (opcional; ex.: "Usamos seus dados só para responder a você.").
   */
  privacyNote?: string;
  /**
   * Link depois da frase sobre os dados, normalmente para a Política de Privacidade (opcional; ex.: {"label": "Política de Privacidade", "href": "/privacidade"}).
   */
  privacyLink?: Link;
  /**
   * O aviso e os botões de WhatsApp e e-mail que aparecem se o código do formulário não carregar no navegador do visitante (opcional: sem ele, valem os textos padrão). O que a pessoa escreveu continua nos campos.
   */
  unavailable?: FormUnavailable;
  /**
   * No quadro de contatos, o título do endereço da sede.
   */
  addressLabel?: string;
  /**
   * No quadro de contatos, o título do telefone (quando é outro número que o do WhatsApp).
   */
  phoneLabel?: string;
  /**
   * No quadro de contatos, o título do e-mail.
   */
  emailLabel?: string;
  /**
   * No quadro de contatos, o título dos horários dos cultos e da secretaria da sede.
   */
  hoursLabel?: string;
  /**
   * O nome do formulário, dito pelos leitores de tela.
   */
  formLabel?: string;
  /**
   * O nome do campo do nome.
   */
  nameLabel?: string;
  /**
   * A pergunta acima dos campos de telefone e e-mail.
   */
  replyLegend?: string;
  /**
   * A dica abaixo dessa pergunta.
   */
  replyHint?: string;
  /**
   * O nome do campo do telefone.
   */
  phoneFieldLabel?: string;
  /**
   * A dica abaixo do campo do telefone.
   */
  phoneFieldHint?: string;
  /**
   * O nome do campo do e-mail.
   */
  emailFieldLabel?: string;
  /**
   * O nome do campo do assunto.
   */
  subjectLabel?: string;
  /**
   * O nome do campo da mensagem.
   */
  messageLabel?: string;
  /**
   * O botão de envio, quando o site usa um serviço de formulários.
   */
  submit?: string;
  /**
   * O que os leitores de tela dizem enquanto a mensagem segue para o serviço de formulários.
   */
  sendingStatus?: string;
  /**
   * Abaixo de "Não foi possível enviar agora.": o que aconteceu com o texto e o que fazer.
   */
  failed?: string;
}
/**
 * Chamada para ação: um convite curto com até 3 botões (ex.: "Venha nos visitar" com um botão para o WhatsApp). Serve em qualquer página.
 */
export interface CtaBlock {
  /**
   * Tipo do bloco. Para este bloco, sempre "cta".
   */
  type: "cta";
  id?: SectionId;
  publishAt?: PublishAt;
  /**
   * Ícone em destaque acima do título (opcional; ex.: "mensagem", "mapa", "estrela").
   */
  icon?: IconName;
  /**
   * Texto curto acima do título (ex.: "Fale com a gente").
   */
  eyebrow?: string;
  /**
   * Título do convite (ex.: "Venha nos visitar").
   */
  heading: string;
  /**
   * Texto do convite, em uma a três frases (opcional).
   */
  text?: string;
  /**
   * Os botões, de 1 a 3; o primeiro é o principal. Para abrir o WhatsApp da igreja com uma mensagem pronta, use "href": "whatsapp:" seguido da mensagem (ex.: "whatsapp:Olá! Gostaria de visitar a igreja."). O número vem de site.json.
   *
   * @minItems 1
   * @maxItems 3
   */
  actions: Link[];
  /**
   * Observação em letra menor, abaixo dos botões (opcional; ex.: um aviso importante).
   */
  note?: string;
  /**
   * Cor de fundo: "clara" (branco), "creme" (bege claro) ou "escura" (azul da igreja). Prefira uma cor diferente da seção de cima.
   */
  tone?: "clara" | "creme" | "escura";
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
 * Lista de eventos com data marcada (ex.: o Mês de Missões). Os eventos não ficam aqui: vêm dos arquivos de site-content/events/, na ordem do campo "order". Cada evento mostra data, horário, local, tipo e os botões "Quero Participar" (WhatsApp) e "Mais Informações", que leva à página do evento (/agenda/nome-do-arquivo: a descrição, o endereço e as opções de salvar na agenda).
 */
export interface EventListBlock {
  /**
   * Tipo do bloco. Para este bloco, sempre "event-list".
   */
  type: "event-list";
  id?: SectionId;
  publishAt?: PublishAt;
  /**
   * Texto curto acima do título (ex.: "Novembro de 2026").
   */
  eyebrow?: string;
  /**
   * Título da seção (ex.: "Mês de Missões 2026").
   */
  heading: string;
  /**
   * Parágrafos de apresentação, acima dos eventos (até 4).
   *
   * @maxItems 4
   *
   * Items: Um parágrafo.
   */
  paragraphs?: string[];
  /**
   * Arte mostrada ao lado da apresentação (opcional). Formato deitado, como 16:9.
   */
  image?: Image;
  /**
   * Versículo em destaque ao lado da apresentação (opcional). Se houver também uma imagem, o versículo aparece abaixo dela.
   */
  verse?: {
    /**
     * O texto do versículo, sem aspas (elas são colocadas pelo site).
     */
    text: string;
    /**
     * Livro, capítulo e versículo (ex.: "Marcos 16:15").
     */
    reference: string;
  };
  /**
   * Mensagem que o botão "Quero Participar" já deixa escrita no WhatsApp (nos cartões e na página de cada evento). Use {titulo}, {data} e {hora}, que são trocados pelos dados de cada evento.
   */
  participateMessage?: string;
  /**
   * Frase mostrada quando não há nenhum evento em site-content/events/ (ex.: "A programação de dezembro sai na próxima semana.").
   */
  emptyText?: string;
  /**
   * Frase mostrada no lugar dos cartões quando todos os eventos já terminaram (pelo relógio de quem visita), até você trocar os eventos pelos da próxima programação (ex.: "O Mês de Missões terminou. A próxima programação será publicada aqui em breve; os cultos continuam toda semana.").
   */
  endedText?: string;
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
  publishAt?: PublishAt;
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
   * O número como deve aparecer (ex.: "30+", "500+", "12"). Para um total que o site já sabe, use o marcador: "{total-ministerios}", "{total-igrejas}", "{total-testemunhos}", "{total-cultos}" (o número muda sozinho).
   */
  value: string;
  /**
   * O que o número conta (ex.: "Anos de Ministério").
   */
  label: string;
  icon?: IconName;
}
/**
 * Contribuições: a chave PIX da igreja com o QR Code e o código "copia e cola" (gerados pelo site a partir da chave), um botão para copiar o código e, se quiser, os dados bancários. Nenhum pagamento passa pelo site: quem contribui usa o aplicativo do próprio banco.
 */
export interface GivingBlock {
  /**
   * Tipo do bloco. Para este bloco, sempre "giving".
   */
  type: "giving";
  id?: SectionId;
  publishAt?: PublishAt;
  /**
   * Texto curto acima do título (opcional; ex.: "Dízimos e ofertas").
   */
  eyebrow?: string;
  /**
   * Título da seção (ex.: "Contribua pelo PIX").
   */
  heading: string;
  /**
   * Texto de abertura, em uma a três frases (opcional).
   */
  intro?: string;
  /**
   * A chave PIX oficial da igreja e o nome e a cidade que o banco mostra a quem contribui. O site confere a chave (dígitos do CPF ou CNPJ, formato do e-mail, telefone com DDD) antes de publicar.
   */
  pix: {
    /**
     * Tipo da chave: "cnpj", "cpf", "email", "telefone" ou "aleatoria" (a chave de 36 caracteres que o banco gera).
     */
    keyType: "cnpj" | "cpf" | "email" | "telefone" | "aleatoria";
    /**
     * A chave, como o banco a mostra (ex.: "12.345.678/0001-95", "ofertas@igreja.org.br", "(11) 91234-5678").
     */
    key: string;
    /**
     * Nome de quem recebe, como está no banco (ex.: "Igreja Esperança Viva"). O código PIX leva até 25 letras, sem acentos.
     */
    beneficiary: string;
    /**
     * Cidade de quem recebe (ex.: "São Paulo"). O código PIX leva até 15 letras, sem acentos.
     */
    city: string;
    /**
     * Mensagem que já vem no PIX de quem contribui (opcional; ex.: "Oferta"). Sem acentos no aplicativo do banco.
     */
    message?: string;
  };
  /**
   * Dados para transferência bancária, para quem prefere não usar o PIX (opcional).
   */
  bank?: {
    /**
     * Banco, com o número (ex.: "Banco do Brasil (001)").
     */
    bank: string;
    /**
     * Agência (ex.: "1234-5").
     */
    agency: string;
    /**
     * Conta, com o dígito (ex.: "12345-6").
     */
    account: string;
    /**
     * Titular da conta, como está no banco.
     */
    holder: string;
    /**
     * CNPJ do titular (opcional; ex.: "12.345.678/0001-95").
     */
    cnpj?: string;
  };
  /**
   * Aviso abaixo dos dados: que as contribuições são voluntárias e que a igreja só recebe pelos canais mostrados aqui.
   */
  note: string;
  /**
   * Cor de fundo: "clara" (branco) ou "creme" (bege claro).
   */
  tone?: "clara" | "creme";
  /**
   * O título da chave PIX, antes do tipo da chave ("Chave PIX (CNPJ)").
   */
  pixKeyLabel?: string;
  /**
   * Como cada tipo de chave PIX é dito, entre parênteses depois do título da chave.
   */
  keyTypes?: {
    /**
     * Chave que é o CNPJ.
     */
    cnpj?: string;
    /**
     * Chave que é o CPF.
     */
    cpf?: string;
    /**
     * Chave que é um e-mail.
     */
    email?: string;
    /**
     * Chave que é um celular.
     */
    telefone?: string;
    /**
     * Chave aleatória, gerada pelo banco.
     */
    aleatoria?: string;
  };
  /**
   * O título do nome de quem recebe o PIX.
   */
  beneficiaryLabel?: string;
  /**
   * O título do código que se copia e cola no aplicativo do banco.
   */
  codeLabel?: string;
  /**
   * O botão que copia o código PIX.
   */
  copyCode?: string;
  /**
   * O botão que copia a chave PIX.
   */
  copyKey?: string;
  /**
   * O aviso depois de copiar o código.
   */
  codeCopied?: string;
  /**
   * O aviso depois de copiar a chave.
   */
  keyCopied?: string;
  /**
   * O título dos dados da conta, quando há transferência bancária.
   */
  bankHeading?: string;
  /**
   * O título do nome do banco.
   */
  bankLabel?: string;
  /**
   * O título da agência.
   */
  agencyLabel?: string;
  /**
   * O título da conta.
   */
  accountLabel?: string;
  /**
   * O título de quem é o titular da conta.
   */
  holderLabel?: string;
  /**
   * O título do CNPJ da conta.
   */
  cnpjLabel?: string;
}
/**
 * Células (pequenos grupos que se reúnem nas casas): cada uma com dia, horário, bairro, líderes e um botão de WhatsApp com uma mensagem que já diz o nome da célula. Com JavaScript, o visitante filtra por dia e por região; sem ele, vê a lista inteira.
 */
export interface GroupListBlock {
  /**
   * Tipo do bloco. Para este bloco, sempre "group-list".
   */
  type: "group-list";
  id?: SectionId;
  publishAt?: PublishAt;
  /**
   * Texto curto acima do título (opcional; ex.: "Células").
   */
  eyebrow?: string;
  /**
   * Título da seção (ex.: "Encontre uma célula perto de você").
   */
  heading: string;
  /**
   * Texto de abertura, em uma a três frases (opcional).
   */
  intro?: string;
  /**
   * As células, na ordem em que aparecem.
   *
   * @minItems 1
   * @maxItems 60
   */
  groups: SmallGroup[];
  /**
   * Cor de fundo: "clara" (branco) ou "creme" (bege claro).
   */
  tone?: "clara" | "creme";
  /**
   * Texto do botão que abre o WhatsApp em cada cartão.
   */
  participate?: string;
  /**
   * Dito só ao leitor de tela no botão "Quero participar" de cada cartão, entre o botão e o nome da célula ("Quero participar da célula Luz do Carrão"): cada botão diz de qual célula é.
   */
  participateAbout?: string;
  /**
   * Mensagem que o botão "Quero participar" já deixa escrita no WhatsApp. Use {celula}, que é trocado pelo nome de cada célula; a palavra antes dele não se repete quando o nome já começa com ela ("da célula {celula}" fica "da Célula Vila Nova" e "da célula Luz do Carrão").
   */
  participateMessage?: string;
  /**
   * Dito só ao leitor de tela antes do dia e do horário de cada cartão ("Quando: quartas-feiras, 20h").
   */
  whenLabel?: string;
  /**
   * Dito só ao leitor de tela antes do bairro e da cidade de cada cartão ("Onde: Vila Nova, São Paulo").
   */
  whereLabel?: string;
  /**
   * Dito só ao leitor de tela antes de quem lidera cada célula ("Quem lidera: Marcos e Ana").
   */
  leadersLabel?: string;
  /**
   * Como cada cartão diz para quem é a célula (o campo Para quem é de cada uma).
   */
  audiences?: {
    /**
     * Como o cartão chama as células para todos.
     */
    everyone?: string;
    /**
     * Como o cartão chama as células de casais.
     */
    couples?: string;
    /**
     * Como o cartão chama as células de jovens.
     */
    youth?: string;
    /**
     * Como o cartão chama as células de adolescentes.
     */
    teens?: string;
    /**
     * Como o cartão chama as células de mulheres.
     */
    women?: string;
    /**
     * Como o cartão chama as células de homens.
     */
    men?: string;
  };
  /**
   * As palavras do filtro por dia e por região, e a frase quando nenhuma célula combina com o filtro.
   */
  filter?: {
    /**
     * Dito só ao leitor de tela: o nome do grupo de filtros.
     */
    label?: string;
    /**
     * Rótulo da escolha do dia.
     */
    day?: string;
    /**
     * A opção que mostra todos os dias.
     */
    allDays?: string;
    /**
     * Rótulo da escolha da região.
     */
    region?: string;
    /**
     * A opção que mostra todas as regiões.
     */
    allRegions?: string;
    /**
     * Frase quando nenhuma célula combina com o dia e a região escolhidos.
     */
    noMatch?: string;
  };
  /**
   * Quantas células aparecem, quando é uma só (ex.: "1 célula").
   */
  countOne?: string;
  /**
   * Quantas células aparecem, quando são várias. Use {n}, que é trocado pelo número (ex.: "{n} células").
   */
  countMany?: string;
}
/**
 * Uma célula.
 */
export interface SmallGroup {
  /**
   * Nome da célula (ex.: "Célula Vila Nova"). Também vai na mensagem de WhatsApp.
   */
  name: string;
  /**
   * Região, usada no filtro (ex.: "Zona Leste", "Guarulhos"). Escreva sempre igual para as células da mesma região.
   */
  region: string;
  /**
   * Bairro (ex.: "Vila Nova"). O endereço completo é passado pelo WhatsApp, por segurança de quem recebe.
   */
  neighbourhood: string;
  /**
   * Cidade (ex.: "São Paulo").
   */
  city: string;
  /**
   * A igreja a que a célula pertence (opcional): o nome do arquivo dela em site-content/churches/, sem o .json (ex.: "guarulhos"). A célula aparece também na página dessa igreja.
   */
  church?: string;
  /**
   * Dia da semana do encontro.
   */
  day: "domingo" | "segunda" | "terca" | "quarta" | "quinta" | "sexta" | "sabado";
  /**
   * Horário de início, no formato 24 horas (ex.: "20:00"). No site aparece como 20h.
   */
  time: TimeOfDay;
  /**
   * Quem lidera (ex.: "Marcos e Ana Oliveira").
   */
  leaders: string;
  /**
   * Para quem é (opcional): "todos", "casais", "jovens", "adolescentes", "mulheres" ou "homens". Sem este campo, vale "todos".
   */
  audience?: "todos" | "casais" | "jovens" | "adolescentes" | "mulheres" | "homens";
  /**
   * WhatsApp de quem lidera, com DDD (opcional; ex.: "(11) 98765-4321"). Sem ele, a mensagem vai para o WhatsApp da igreja (site.json).
   */
  whatsapp?: string;
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
  publishAt?: PublishAt;
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
  /**
   * O nome da lista de números (os destaques embaixo do título), para os leitores de tela.
   */
  statsLabel?: string;
}
/**
 * Seção "como chegar": convite para visitar, endereço e cultos da sede (do arquivo dela em site-content/churches/, o marcado com "headquarters": true), o botão "Como chegar" (abre o Google Maps em nova aba) e o mapa. Para proteger a privacidade de quem visita, o mapa do Google só carrega quando a pessoa toca em "Carregar mapa"; antes disso aparece a imagem de prévia.
 */
export interface MapBlock {
  /**
   * Tipo do bloco. Para este bloco, sempre "map".
   */
  type: "map";
  id?: SectionId;
  publishAt?: PublishAt;
  /**
   * Texto curto acima do título (ex.: "Não precisa agendar").
   */
  eyebrow?: string;
  /**
   * Título da seção (ex.: "Venha nos Visitar").
   */
  heading: string;
  /**
   * O convite, em uma a três frases (opcional; ex.: "Não precisa agendar: chegue um pouco antes do culto.").
   */
  text?: string;
  /**
   * Observação em letra menor, abaixo do endereço (opcional; ex.: onde estacionar ou por qual portão entrar).
   */
  note?: string;
  /**
   * Imagem de prévia mostrada no lugar do mapa até o visitante tocar em "Carregar mapa" (de preferência 1200×600). Não use uma captura do Google Maps: os direitos são do Google.
   */
  image: Image;
  /**
   * Opcional: o que procurar no Google Maps, se o endereço da sede não levar ao lugar certo (ex.: "Rua das Palmeiras, 320, São Paulo - SP"). Vale para o mapa e para o botão "Como chegar".
   */
  mapsQuery?: string;
  /**
   * Aproximação do mapa, de 10 (cidade inteira) a 20 (a rua). Sem este campo, vale 15 (o bairro).
   */
  zoom?: number;
  /**
   * Mostrar os cultos da sede junto do endereço. Sem este campo, vale true (mostrar).
   */
  showServiceTimes?: boolean;
  /**
   * O título pequeno acima do endereço.
   */
  addressLabel?: string;
  /**
   * O título pequeno acima dos cultos.
   */
  servicesLabel?: string;
}
/**
 * Grade com TODOS os ministérios de site-content/ministries/, na ordem do campo "order" de cada um. Cada cartão mostra imagem, cor, ícone, nome, descrição, idade, horário e os botões "Quero Participar" (WhatsApp) e "Fale Conosco" (formulário de contato com o assunto já preenchido). Os textos dos cartões ficam nos arquivos dos ministérios, não aqui.
 */
export interface MinistryGridBlock {
  /**
   * Tipo do bloco. Para este bloco, sempre "ministry-grid".
   */
  type: "ministry-grid";
  id?: SectionId;
  publishAt?: PublishAt;
  /**
   * Texto curto acima do título (ex.: "Encontre o seu lugar").
   */
  eyebrow?: string;
  /**
   * Título da seção (ex.: "Conheça os Ministérios").
   */
  heading: string;
  /**
   * Frase de apresentação abaixo do título (opcional).
   */
  intro?: string;
  /**
   * O botão "Fale Conosco" de cada cartão: o texto e a página do formulário de contato, de preferência com o id da seção do formulário (ex.: "/contato#mensagem"), para o visitante chegar direto a ele. O site acrescenta o assunto (?assunto=<nome do ministério>).
   */
  contact?: {
    /**
     * Texto do botão (ex.: "Fale Conosco").
     */
    label: string;
    /**
     * Página do formulário de contato, começando com / (ex.: "/contato#mensagem").
     */
    href: string;
  };
  /**
   * Texto do botão que abre o WhatsApp da igreja em cada cartão.
   */
  participate?: string;
  /**
   * Dito só ao leitor de tela no botão "Quero Participar" de cada cartão, entre o botão e o nome do ministério ("Quero Participar do Ministério de Louvor"): cada botão diz de qual ministério é.
   */
  participateAbout?: string;
  /**
   * Mensagem que o botão "Quero Participar" já deixa escrita no WhatsApp. Use {ministerio}, que é trocado pelo nome de cada ministério.
   */
  participateMessage?: string;
  /**
   * Dito só ao leitor de tela no botão "Fale Conosco" de cada cartão, entre o botão e o nome do ministério ("Fale Conosco sobre o Ministério de Louvor").
   */
  contactAbout?: string;
  /**
   * Dito só ao leitor de tela antes da idade de cada cartão ("Idade: a partir de 12 anos").
   */
  ageLabel?: string;
  /**
   * Dito só ao leitor de tela antes do horário de cada cartão ("Quando: sábados, 19h").
   */
  whenLabel?: string;
}
/**
 * Faixa escura com as declarações da igreja em destaque, lado a lado (ex.: Missão e Visão).
 */
export interface MissionVisionBlock {
  /**
   * Tipo do bloco. Para este bloco, sempre "mission-vision".
   */
  type: "mission-vision";
  id?: SectionId;
  publishAt?: PublishAt;
  /**
   * Texto curto acima do título (ex.: "Para onde caminhamos").
   */
  eyebrow?: string;
  /**
   * Título da seção (ex.: "Missão e Visão").
   */
  heading: string;
  /**
   * As declarações, lado a lado (de 1 a 3).
   *
   * @minItems 1
   * @maxItems 3
   */
  statements: MissionStatement[];
}
/**
 * Uma declaração: título curto e o texto.
 */
export interface MissionStatement {
  icon?: IconName;
  /**
   * Título da declaração (ex.: "Missão").
   */
  title: string;
  /**
   * O texto da declaração, em uma ou duas frases.
   */
  text: string;
}
/**
 * Caixa de inscrição para receber os artigos por e-mail, com o consentimento exigido pela LGPD e o link do feed RSS.
 */
export interface NewsletterBlock {
  /**
   * Tipo do bloco. Não altere.
   */
  type: "newsletter";
  id?: SectionId;
  publishAt?: PublishAt;
  /**
   * Título da caixa (ex.: "Receba o Palavra do Mês").
   */
  heading: string;
  /**
   * Uma ou duas frases convidando a se inscrever.
   */
  text?: string;
  /**
   * O aviso e os botões de WhatsApp e e-mail que aparecem se o código da inscrição não carregar no navegador do visitante (opcional: sem ele, valem os textos padrão). O e-mail digitado continua no campo. Vale também para a caixa de inscrição ao lado de cada artigo.
   */
  unavailable?: FormUnavailable;
  /**
   * O nome do campo do e-mail.
   */
  emailLabel?: string;
  /**
   * O botão de inscrição.
   */
  subscribe?: string;
  /**
   * O botão enquanto a inscrição segue para o serviço da newsletter.
   */
  subscribing?: string;
  /**
   * A caixa de consentimento (LGPD). {igreja} é trocado pelo nome do site, {nome} pelo título do blog e {politica} pelo link da Política de Privacidade.
   */
  consent?: string;
  /**
   * O link do feed RSS, abaixo do formulário.
   */
  rssLink?: string;
  /**
   * O que os leitores de tela dizem enquanto a inscrição segue para o serviço da newsletter.
   */
  sendingStatus?: string;
  /**
   * O aviso depois da inscrição feita. {nome} é trocado pelo título do blog e {email} pelo e-mail inscrito.
   */
  subscribed?: string;
  /**
   * O aviso quando, sem serviço da newsletter, o pedido sai como um e-mail do visitante.
   */
  mailtoOpened?: string;
  /**
   * O título do aviso quando o serviço da newsletter não recebeu a inscrição.
   */
  failedTitle?: string;
  /**
   * O resto desse aviso. {link} é trocado pelo link do e-mail (o texto abaixo).
   */
  failed?: string;
  /**
   * O link desse aviso que leva o pedido ao e-mail da igreja.
   */
  mailtoLink?: string;
  /**
   * O erro quando o e-mail está vazio.
   */
  emailMissing?: string;
  /**
   * O erro quando o e-mail não parece um e-mail.
   */
  emailInvalid?: string;
  /**
   * O erro quando a caixa de consentimento não foi marcada.
   */
  consentMissing?: string;
  /**
   * O assunto do pedido de inscrição (no e-mail ou no serviço da newsletter), que é também o nome do formulário para os leitores de tela. {nome} é trocado pelo título do blog.
   */
  subject?: string;
  /**
   * O texto do pedido de inscrição, com o consentimento dado. {nome} é trocado pelo título do blog e {email} pelo e-mail digitado.
   */
  requestMessage?: string;
}
/**
 * Faixa com o próximo culto de uma igreja ("Próximo culto: hoje, 19h30 — Culto de Oração"), ou "Ao vivo agora" durante o culto, com o link da transmissão quando a igreja transmite aquele culto. O site calcula isso no celular de quem visita, no fuso da igreja, a partir dos cultos escritos no arquivo dela (site-content/churches/): nada vem daqui. Mostra também os cultos da semana, o caminho até a igreja e a página dela; sem JavaScript, só os cultos da semana.
 */
export interface NextServiceBlock {
  /**
   * Tipo do bloco. Para este bloco, sempre "next-service".
   */
  type: "next-service";
  id?: SectionId;
  publishAt?: PublishAt;
  /**
   * Título da faixa (opcional; ex.: "Venha ao próximo culto"). Sem ele, a faixa mostra só o nome da igreja.
   */
  heading?: string;
  /**
   * De qual igreja (opcional): o nome do arquivo dela em site-content/churches/, sem o .json (ex.: "teresina"). Sem este campo, vale a sede.
   */
  church?: string;
}
/**
 * A lista de artigos do blog: filtro por categoria, o artigo em destaque no topo e a grade "Artigos Recentes". Os artigos vêm da pasta site-content/posts/.
 */
export interface PostListBlock {
  /**
   * Tipo do bloco. Não altere.
   */
  type: "post-list";
  id?: SectionId;
  publishAt?: PublishAt;
  /**
   * Título da grade de artigos (ex.: "Artigos Recentes").
   */
  heading?: string;
  /**
   * Texto curto acima do artigo em destaque (ex.: "Palavra do mês").
   */
  featuredLabel?: string;
  /**
   * Mensagem quando nenhum artigo combina com a categoria escolhida.
   */
  emptyText?: string;
  /**
   * Aviso que aparece se o código da lista não carregar no navegador do visitante quando o endereço pede uma categoria ou mais artigos (ex.: um link para /blog?category=Estudos, com a internet do celular caindo): a página mostra então os artigos mais recentes de todas as categorias.
   */
  unavailableText?: string;
  /**
   * O nome dos botões de categoria, dito pelos leitores de tela.
   */
  filterLabel?: string;
  /**
   * O primeiro botão do filtro, que mostra os artigos de todas as categorias.
   */
  allCategories?: string;
  /**
   * O botão abaixo da mensagem de categoria vazia, que volta a todos os artigos.
   */
  showAll?: string;
  /**
   * O aviso enquanto chegam os artigos de uma categoria.
   */
  loadingCategory?: string;
  /**
   * O aviso quando não foi possível buscar os artigos de uma categoria.
   */
  categoryFailed?: string;
  /**
   * Quantos artigos a lista mostra, acima do botão "Mostrar mais". Use {n} e {total}, trocados pelos números ("Mostrando {n} de {total} artigos").
   */
  shown?: string;
  /**
   * O botão que mostra mais artigos na lista.
   */
  showMore?: string;
  /**
   * O botão enquanto os próximos artigos chegam.
   */
  loading?: string;
  /**
   * O botão depois de uma falha ao buscar artigos.
   */
  retry?: string;
  /**
   * O aviso quando não foi possível buscar mais artigos.
   */
  loadFailed?: string;
  /**
   * O que os leitores de tela dizem quando chega um artigo a mais.
   */
  addedOne?: string;
  /**
   * O que os leitores de tela dizem quando chegam vários artigos. Use {n}, trocado pelo número ("{n} artigos adicionados").
   */
  addedMany?: string;
}
/**
 * Formulário de pedido de oração: nome (opcional, para quem prefere não se identificar), o pedido, um telefone ou e-mail para retorno (opcional) e se a igreja pode orar pelo pedido em público. Ao lado, como a equipe cuida dos pedidos. O pedido é enviado pelo WhatsApp da igreja (ou por e-mail); se site.json tiver "contact.formEndpoint", ele é enviado para esse serviço.
 */
export interface PrayerRequestBlock {
  /**
   * Tipo do bloco. Para este bloco, sempre "prayer-request".
   */
  type: "prayer-request";
  id?: SectionId;
  publishAt?: PublishAt;
  /**
   * Texto curto acima do título (opcional; ex.: "Oramos por você").
   */
  eyebrow?: string;
  /**
   * Título da seção (ex.: "Deixe o seu pedido de oração").
   */
  heading: string;
  /**
   * Frase de apresentação abaixo do título (opcional).
   */
  intro?: string;
  /**
   * Título do quadro ao lado do formulário. Sem este campo, vale "Como cuidamos do seu pedido".
   */
  careHeading?: string;
  /**
   * O que acontece com o pedido depois de enviado, uma frase por item (ex.: "A equipe de oração lê cada pedido e ora por ele durante a semana."). Escreva só o que a igreja de fato faz.
   *
   * @minItems 1
   * @maxItems 5
   *
   * Items: Uma frase sobre o cuidado com os pedidos.
   */
  care: string[];
  /**
   * Frase curta abaixo dos botões de envio, dizendo para que servem os dados (opcional; ex.: "Seu pedido é lido só pela equipe de oração.").
   */
  privacyNote?: string;
  /**
   * Link depois da frase sobre os dados, normalmente para a Política de Privacidade (opcional; ex.: {"label": "Política de Privacidade", "href": "/privacidade"}).
   */
  privacyLink?: Link;
  /**
   * O aviso e os botões de WhatsApp e e-mail que aparecem se o código do formulário não carregar no navegador do visitante (opcional: sem ele, valem os textos padrão). O pedido escrito continua nos campos.
   */
  unavailable?: FormUnavailable;
  /**
   * O nome do formulário, dito pelos leitores de tela.
   */
  formLabel?: string;
  /**
   * O nome do campo do nome.
   */
  nameLabel?: string;
  /**
   * A dica abaixo do campo do nome, quando o site usa um serviço de formulários.
   */
  nameHint?: string;
  /**
   * A mesma dica sem serviço de formulários: o pedido sai pelo WhatsApp ou pelo e-mail, que mostram à igreja o número ou o endereço de quem envia.
   */
  nameHintWithoutService?: string;
  /**
   * O nome do campo do pedido.
   */
  requestLabel?: string;
  /**
   * A caixa que autoriza a oração em público.
   */
  publicLabel?: string;
  /**
   * A dica abaixo dessa caixa.
   */
  publicHint?: string;
  /**
   * O nome do campo do contato para retorno.
   */
  callbackLabel?: string;
  /**
   * A dica abaixo desse campo.
   */
  callbackHint?: string;
  /**
   * O botão de envio, quando o site usa um serviço de formulários.
   */
  submit?: string;
  /**
   * O que os leitores de tela dizem enquanto o pedido segue para o serviço de formulários.
   */
  sendingStatus?: string;
  /**
   * Abaixo de "Não foi possível enviar agora.": o que aconteceu com o texto e o que fazer.
   */
  failed?: string;
}
/**
 * Texto corrido, sem HTML: parágrafos, subtítulos, listas e citações, um item por vez (ex.: a Declaração de Fé, a Política de Privacidade). Dentro dos textos, **dois asteriscos** de cada lado deixam um trecho em negrito, endereços de e-mail viram links sozinhos, e os marcadores {email}, {telefone}, {whatsapp} e {endereco} mostram os contatos escritos em site-content/site.json e o endereço da sede (assim, um contato novo muda em um lugar só).
 */
export interface ProseBlock {
  /**
   * Tipo do bloco. Para este bloco, sempre "prose".
   */
  type: "prose";
  id?: SectionId;
  publishAt?: PublishAt;
  /**
   * Texto curto acima do título (ex.: "No que cremos"). Só aparece se houver título.
   */
  eyebrow?: string;
  /**
   * Título da seção (opcional). Sem ele, os subtítulos do texto viram os títulos principais da página — o jeito certo para páginas que são só texto, como os Termos de Uso.
   */
  heading?: string;
  /**
   * Quando o texto foi revisto pela última vez, mostrado como "Atualizado em …" (ex.: "novembro de 2026"). Use em textos legais.
   */
  updated?: string;
  /**
   * true mostra um índice "Nesta página" com um link para cada subtítulo. Bom para textos longos.
   */
  toc?: boolean;
  /**
   * O texto, de cima para baixo. Cada item tem um "kind": "paragrafo", "subtitulo", "lista" ou "citacao".
   *
   * @minItems 1
   * @maxItems 150
   *
   * Items: Um pedaço do texto. O campo "kind" diz o que ele é.
   */
  content: (ProseParagraph | ProseSubheading | ProseList | ProseQuote)[];
  /**
   * Antes da data de atualização ("Atualizado em 1º de março de 2026").
   */
  updatedLabel?: string;
  /**
   * O título do índice dos subtítulos, quando o texto mostra o índice.
   */
  tocLabel?: string;
}
/**
 * Um parágrafo.
 */
export interface ProseParagraph {
  /**
   * Para um parágrafo, sempre "paragrafo".
   */
  kind: "paragrafo";
  /**
   * O texto do parágrafo. **Assim** fica em negrito; e-mails viram links sozinhos. {email}, {telefone}, {whatsapp} e {endereco} são trocados pelos contatos do site.json e pelo endereço da sede (ex.: "Escreva para {email}."); {servico-de-formularios} mostra o serviço de formulários em uso (só num item com "showIf": "com-servico-de-formularios").
   */
  text: string;
  links?: ProseLinks;
  showIf?: ProseCondition;
}
/**
 * Um trecho do texto e o endereço para onde ele leva.
 */
export interface ProseInlineLink {
  /**
   * O trecho do texto que vira link (ex.: "Política de Privacidade").
   */
  text: string;
  href: Href;
}
/**
 * Um subtítulo, que abre um novo assunto no texto.
 */
export interface ProseSubheading {
  /**
   * Para um subtítulo, sempre "subtitulo".
   */
  kind: "subtitulo";
  /**
   * O texto do subtítulo, curto e sem ponto final.
   */
  text: string;
  /**
   * true para um subtítulo menor, dentro do assunto do subtítulo anterior (não entra no índice).
   */
  minor?: boolean;
  showIf?: ProseCondition;
}
/**
 * Uma lista de itens.
 */
export interface ProseList {
  /**
   * Para uma lista, sempre "lista".
   */
  kind: "lista";
  /**
   * Os itens da lista, um texto por item. **Assim** fica em negrito; {email}, {telefone}, {whatsapp} e {endereco} são trocados pelos contatos do site.json e pelo endereço da sede.
   *
   * @minItems 1
   * @maxItems 30
   *
   * Items: Um item da lista.
   */
  items: string[];
  /**
   * true numera os itens (1, 2, 3…); sem ele, cada item ganha um marcador.
   */
  ordered?: boolean;
  links?: ProseLinks;
  showIf?: ProseCondition;
}
/**
 * Uma citação em destaque, como um versículo.
 */
export interface ProseQuote {
  /**
   * Para uma citação, sempre "citacao".
   */
  kind: "citacao";
  /**
   * O texto citado, sem aspas (elas são colocadas pelo site).
   */
  text: string;
  /**
   * De onde vem a citação (ex.: "1 Coríntios 2:2").
   */
  reference?: string;
  showIf?: ProseCondition;
}
/**
 * A página de busca: o campo de busca, os resultados com filtros por tipo e, para quem está sem JavaScript, a lista de tudo o que há no site, por tipo. Uma página com este bloco (ex.: busca.json, em /busca) liga a busca do site inteiro: o botão de busca aparece no topo de todas as páginas, e a tecla / também abre a busca. A busca encontra o texto das páginas, os artigos, as mensagens em vídeo, os ministérios, os eventos, as igrejas, as células e os testemunhos; entende palavras sem acento, no plural ou com um erro de digitação. Todos os textos abaixo são opcionais: sem eles, valem os do exemplo.
 */
export interface SearchBlock {
  /**
   * Tipo do bloco. Para este bloco, sempre "search".
   */
  type: "search";
  id?: SectionId;
  /**
   * Texto curto acima do título (opcional).
   */
  eyebrow?: string;
  /**
   * Título da seção (opcional; ex.: "Resultados"). Numa página que começa com a abertura do topo, o título dela basta.
   */
  heading?: string;
  /**
   * Texto de abertura, em uma a três frases (opcional).
   */
  intro?: string;
  /**
   * Nome do campo de busca, lido por leitores de tela e escrito no botão (ex.: "Buscar"). Também é o nome do botão de busca no topo de todas as páginas.
   */
  label?: string;
  /**
   * Dica dentro do campo vazio (ex.: "Culto, célula, oração…").
   */
  placeholder?: string;
  /**
   * Os nomes dos tipos de resultado: no singular, ao lado de cada resultado; no plural, nos filtros e nos títulos da lista de tudo o que há no site.
   */
  kinds?: {
    /**
     * Como a busca chama uma seção de página: no resultado ("Página") e como título do grupo na lista da página sem JavaScript ("Páginas").
     */
    page?: {
      /**
       * Nome de um só (ex.: "Página").
       */
      one?: string;
      /**
       * Nome do grupo (ex.: "Páginas").
       */
      many?: string;
    };
    /**
     * Como a busca chama um artigo do blog: no resultado ("Artigo") e como título do grupo na lista da página sem JavaScript ("Artigos").
     */
    post?: {
      /**
       * Nome de um só (ex.: "Artigo").
       */
      one?: string;
      /**
       * Nome do grupo (ex.: "Artigos").
       */
      many?: string;
    };
    /**
     * Como a busca chama uma mensagem em vídeo (bloco de vídeos): no resultado ("Mensagem") e como título do grupo na lista da página sem JavaScript ("Mensagens em vídeo").
     */
    video?: {
      /**
       * Nome de um só (ex.: "Mensagem").
       */
      one?: string;
      /**
       * Nome do grupo (ex.: "Mensagens em vídeo").
       */
      many?: string;
    };
    /**
     * Como a busca chama um ministério: no resultado ("Ministério") e como título do grupo na lista da página sem JavaScript ("Ministérios").
     */
    ministry?: {
      /**
       * Nome de um só (ex.: "Ministério").
       */
      one?: string;
      /**
       * Nome do grupo (ex.: "Ministérios").
       */
      many?: string;
    };
    /**
     * Como a busca chama um evento da agenda: no resultado ("Evento") e como título do grupo na lista da página sem JavaScript ("Eventos").
     */
    event?: {
      /**
       * Nome de um só (ex.: "Evento").
       */
      one?: string;
      /**
       * Nome do grupo (ex.: "Eventos").
       */
      many?: string;
    };
    /**
     * Como a busca chama uma igreja (congregação): no resultado ("Igreja") e como título do grupo na lista da página sem JavaScript ("Igrejas").
     */
    church?: {
      /**
       * Nome de um só (ex.: "Igreja").
       */
      one?: string;
      /**
       * Nome do grupo (ex.: "Igrejas").
       */
      many?: string;
    };
    /**
     * Como a busca chama uma célula: no resultado ("Célula") e como título do grupo na lista da página sem JavaScript ("Células").
     */
    group?: {
      /**
       * Nome de um só (ex.: "Célula").
       */
      one?: string;
      /**
       * Nome do grupo (ex.: "Células").
       */
      many?: string;
    };
    /**
     * Como a busca chama um testemunho: no resultado ("Testemunho") e como título do grupo na lista da página sem JavaScript ("Testemunhos").
     */
    testimony?: {
      /**
       * Nome de um só (ex.: "Testemunho").
       */
      one?: string;
      /**
       * Nome do grupo (ex.: "Testemunhos").
       */
      many?: string;
    };
    /**
     * Como a busca chama uma mensagem pregada (pasta sermons/): no resultado ("Pregação") e como título do grupo na lista da página sem JavaScript ("Pregações").
     */
    sermon?: {
      /**
       * Nome de um só (ex.: "Pregação").
       */
      one?: string;
      /**
       * Nome do grupo (ex.: "Pregações").
       */
      many?: string;
    };
  };
  /**
   * Nome do filtro que mostra todos os tipos (ex.: "Todos").
   */
  all?: string;
  /**
   * Nome do grupo de filtros, lido por leitores de tela (ex.: "Filtrar por tipo").
   */
  filters?: string;
  /**
   * Frase com o número de resultados, anunciada também por leitores de tela. Use {total} para o número e {termo} para o que foi buscado (ex.: "{total} resultados para “{termo}”").
   */
  resultCount?: string;
  /**
   * A mesma frase quando há um só resultado. Use {termo} para o que foi buscado (ex.: "1 resultado para “{termo}”").
   */
  resultCountOne?: string;
  /**
   * Frase quando nada é encontrado. Use {termo} para o que foi buscado (ex.: "Nada encontrado para “{termo}”. Tente outra palavra.").
   */
  noResults?: string;
  /**
   * Link da busca aberta no topo para esta página, com todos os resultados (ex.: "Ver todos os resultados").
   */
  seeAll?: string;
  /**
   * Botão abaixo dos resultados na página de busca, que mostra os seguintes (ex.: "Mostrar mais resultados").
   */
  moreResults?: string;
  /**
   * Botão que fecha a busca aberta no topo (ex.: "Fechar").
   */
  close?: string;
  /**
   * Título da lista de tudo o que há no site, mostrada a quem chega sem ter buscado nada e a quem está sem JavaScript (ex.: "Tudo o que há no site").
   */
  listingHeading?: string;
  /**
   * Quantos artigos, dos mais novos, a lista de tudo o que há no site mostra (os demais ficam no blog; ex.: 12).
   */
  postsShown?: number;
  /**
   * Link para o blog, abaixo dos artigos mais novos da lista (ex.: "Ver todos os artigos no blog").
   */
  allPosts?: string;
}
/**
 * As mensagens da pasta site-content/sermons/: a mais recente, a série atual e o arquivo de todas, com filtros por série, por pregador e por livro da Bíblia, e o link do podcast. A página mostra as primeiras; as outras vêm quando o visitante pede, e cada série, pregador e livro tem a sua página.
 */
export interface SermonListBlock {
  /**
   * Tipo do bloco. Não altere.
   */
  type: "sermon-list";
  id?: SectionId;
  publishAt?: PublishAt;
  /**
   * Texto curto acima da mensagem mais recente (ex.: "Mensagem mais recente").
   */
  latestLabel?: string;
  /**
   * Texto curto acima da série atual (ex.: "Série atual").
   */
  seriesLabel?: string;
  /**
   * Título do arquivo de mensagens (ex.: "Todas as mensagens").
   */
  heading?: string;
  /**
   * Mensagem quando ainda não há nenhuma mensagem publicada.
   */
  emptyText?: string;
  /**
   * Aviso que aparece se o código da lista não carregar no navegador do visitante quando o endereço pede mais mensagens (ex.: um link para /mensagens?pagina=2, com a internet do celular caindo): a página mostra então as mais recentes. Vale também para as páginas de cada série, pregador e livro.
   */
  unavailableText?: string;
  /**
   * O nome dos filtros do arquivo (por série, por pregador, por livro), para os leitores de tela.
   */
  filtersLabel?: string;
  /**
   * O título dos links de cada série, nos filtros do arquivo.
   */
  bySeries?: string;
  /**
   * O título dos links de cada pregador, nos filtros do arquivo.
   */
  byPreacher?: string;
  /**
   * O título dos links de cada livro da Bíblia, nos filtros do arquivo.
   */
  byBook?: string;
  /**
   * O botão para as transmissões ao vivo do canal do YouTube da igreja (quando as Redes sociais têm o YouTube).
   */
  liveLink?: string;
}
/**
 * Cartões com os cultos de toda semana e o botão "Receber Notificações". Os dias, horários e nomes dos cultos não ficam aqui: vêm da sede ("serviceTimes" no arquivo dela em site-content/churches/), os mesmos do topo e do rodapé do site.
 */
export interface ServiceTimesBlock {
  /**
   * Tipo do bloco. Para este bloco, sempre "service-times".
   */
  type: "service-times";
  id?: SectionId;
  publishAt?: PublishAt;
  /**
   * Texto curto acima do título (ex.: "Toda semana").
   */
  eyebrow?: string;
  /**
   * Título da seção (ex.: "Cultos Regulares").
   */
  heading: string;
  /**
   * Frase de apresentação abaixo do título.
   */
  intro?: string;
  /**
   * Uma frase sobre cada culto, pelo dia da semana em que ele acontece (ex.: "quarta"). Aparece no cartão e na agenda baixada pelo celular. Dias sem frase mostram só o nome e o horário.
   */
  notes?: {
    /**
     * Sobre o culto de domingo.
     */
    domingo?: string;
    /**
     * Sobre o culto de segunda-feira.
     */
    segunda?: string;
    /**
     * Sobre o culto de terça-feira.
     */
    terca?: string;
    /**
     * Sobre o culto de quarta-feira.
     */
    quarta?: string;
    /**
     * Sobre o culto de quinta-feira.
     */
    quinta?: string;
    /**
     * Sobre o culto de sexta-feira.
     */
    sexta?: string;
    /**
     * Sobre o culto de sábado.
     */
    sabado?: string;
  };
  /**
   * Quadro "Receber Notificações": o botão baixa a agenda completa (/agenda.ics, gerada pelo site com os cultos e todos os eventos), e os links abaixo dele assinam a agenda para receber as mudanças sozinhas. Sem este campo, o quadro não aparece.
   */
  subscribe?: {
    /**
     * Título do quadro (ex.: "Não perca nenhum culto ou evento").
     */
    heading: string;
    /**
     * O que o botão faz, em uma ou duas frases.
     */
    text: string;
    /**
     * Texto do botão.
     */
    label?: string;
    /**
     * Texto pequeno, antes dos links de assinatura (ex.: com quais aplicativos funciona, como cancelar).
     */
    help?: string;
    /**
     * O aviso que aparece depois de tocar no botão, quando o celular abre o calendário ou o computador baixa o arquivo da agenda.
     */
    savedNotice?: string;
    /**
     * O link que assina a agenda no Google Agenda.
     */
    googleLabel?: string;
    /**
     * O link que assina a agenda nos outros aplicativos de calendário (o do iPhone e do Mac, o Outlook).
     */
    otherAppsLabel?: string;
  };
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
  publishAt?: PublishAt;
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
 * Cartões com TODOS os testemunhos de site-content/testimonies/, na ordem do campo "order" de cada um, sempre com 5 estrelas. Sem foto, o cartão mostra as iniciais do nome. Os textos dos testemunhos ficam nos arquivos deles, não aqui.
 */
export interface TestimonyListBlock {
  /**
   * Tipo do bloco. Para este bloco, sempre "testimony-list".
   */
  type: "testimony-list";
  id?: SectionId;
  publishAt?: PublishAt;
  /**
   * Texto curto acima do título (ex.: "Histórias reais").
   */
  eyebrow?: string;
  /**
   * Título da seção (ex.: "Histórias de Fé").
   */
  heading: string;
  /**
   * Frase de apresentação abaixo do título (opcional).
   */
  intro?: string;
}
/**
 * Linha do tempo: marcos de uma história, em ordem (ex.: a fundação da igreja e a passagem da liderança).
 */
export interface TimelineBlock {
  /**
   * Tipo do bloco. Para este bloco, sempre "timeline".
   */
  type: "timeline";
  id?: SectionId;
  publishAt?: PublishAt;
  /**
   * Texto curto acima do título (ex.: "Nossa história").
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
   * Os marcos, do mais antigo ao mais recente (de 2 a 20).
   *
   * @minItems 2
   * @maxItems 20
   */
  items: TimelineItem[];
}
/**
 * Um marco da história.
 */
export interface TimelineItem {
  /**
   * Quando aconteceu: um ano ("1994") ou um período ("Anos 2000", "Hoje").
   */
  period: string;
  /**
   * Título do marco (ex.: "O primeiro culto").
   */
  title: string;
  /**
   * O que aconteceu, em um parágrafo.
   */
  text: string;
}
/**
 * Mensagens em vídeo (pregações do YouTube) e o link "Ao vivo" para as transmissões do canal da igreja. Nada é carregado do YouTube até o visitante apertar o play; sem JavaScript, cada vídeo vira um link para o YouTube.
 */
export interface VideoListBlock {
  /**
   * Tipo do bloco. Para este bloco, sempre "video-list".
   */
  type: "video-list";
  id?: SectionId;
  publishAt?: PublishAt;
  /**
   * Texto curto acima do título (opcional; ex.: "Mensagens").
   */
  eyebrow?: string;
  /**
   * Título da seção (ex.: "Assista às mensagens").
   */
  heading: string;
  /**
   * Texto de abertura, em uma a três frases (opcional).
   */
  intro?: string;
  /**
   * Mostra o link "Ao vivo" para a página de transmissões do canal do YouTube da igreja (o canal é o perfil "youtube" das redes sociais em site.json). Sem este campo, vale true.
   */
  live?: boolean;
  /**
   * Os vídeos, do mais recente para o mais antigo (opcional).
   *
   * @minItems 1
   * @maxItems 24
   */
  videos?: SermonVideo[];
  /**
   * Cor de fundo: "clara" (branco) ou "creme" (bege claro).
   */
  tone?: "clara" | "creme";
  /**
   * O botão para as transmissões ao vivo do canal (quando "Ao vivo" está marcado).
   */
  liveLink?: string;
  /**
   * O link para o canal do YouTube, ao lado do botão "Ao vivo".
   */
  channelLink?: string;
}
/**
 * Um vídeo do YouTube.
 */
export interface SermonVideo {
  /**
   * O endereço do vídeo no YouTube, copiado do navegador ou do botão Compartilhar (ex.: "https://www.youtube.com/watch?v=..." ou "https://youtu.be/..."), ou só o código de 11 letras do vídeo.
   */
  video: string;
  /**
   * Título da mensagem.
   */
  title: string;
  /**
   * Quem pregou (ex.: "Pastor Daniel Ferreira").
   */
  preacher: string;
  /**
   * Data do culto, no formato ANO-MÊS-DIA (ex.: "2026-11-08").
   */
  date: string;
  /**
   * Texto bíblico da mensagem (opcional; ex.: "Salmos 23").
   */
  passage?: string;
  publishAt?: PublishAt;
  /**
   * Imagem que aparece antes do play (16:9), em site-content/images/. O site não busca imagens no YouTube.
   */
  image: Image;
}
/**
 * Onde a igreja se reúne: rua e número, bairro, cidade, estado, CEP e as coordenadas do templo. O site monta com isso o endereço dos cartões e da página da igreja, o botão "Como chegar", o mapa, a busca por cidade e bairro e o endereço que o Google lê.
 */
export interface ChurchAddress {
  /**
   * Rua e número, sem o bairro (ex.: "Rua das Palmeiras, 320"). O bairro vai no campo "district".
   */
  street: string;
  /**
   * Bairro (ex.: "Vila Nova"). Quem procura a igreja pelo bairro na busca do site a encontra por ele.
   */
  district: string;
  /**
   * Cidade, sem o estado (ex.: "Teresina"). O estado vai no campo "state".
   */
  city: string;
  /**
   * Sigla do estado, em duas letras maiúsculas (ex.: "SP", "PI", "BA"). As igrejas aparecem agrupadas por estado.
   */
  state: StateCode;
  /**
   * CEP, no formato 00000-000 (opcional; se não souber, deixe este campo de fora).
   */
  postalCode?: Cep;
  geo: GeoPoint;
}
/**
 * As coordenadas do templo, copiadas do Google Maps (no computador, clique com o botão direito no templo; no celular, toque e segure até aparecer o alfinete). Com elas, o botão "Como chegar" leva à porta, o "Perto de mim" põe as igrejas da mais perto para a mais longe e o Google mostra a igreja no mapa.
 */
export interface GeoPoint {
  /**
   * Latitude, o primeiro dos dois números (ex.: -23.5621). No Brasil, entre -34 e 6.
   */
  latitude: number;
  /**
   * Longitude, o segundo dos dois números (ex.: -46.5489). No Brasil, entre -74 e -34.
   */
  longitude: number;
}
/**
 * O que um formulário mostra quando o código dele não chega ao navegador do visitante (a internet do celular caiu, ou o site foi atualizado enquanto a página estava aberta): um aviso, com o que a pessoa escreveu ainda nos campos, e dois botões que levam o mesmo texto ao WhatsApp e ao e-mail da igreja. Se o site usa um serviço de formulários (contact.formEndpoint ou contact.newsletterEndpoint em site.json) e há internet, o envio segue direto para o serviço, como num navegador sem JavaScript, e o aviso não aparece. Todos os textos são opcionais: sem eles, valem os do exemplo.
 */
export interface FormUnavailable {
  /**
   * O aviso: o que aconteceu e o que fazer (ex.: "Não foi possível carregar o formulário agora. O que você escreveu continua aqui: envie o mesmo texto pelo WhatsApp ou por e-mail.").
   */
  text?: string;
  /**
   * Texto do botão que abre o WhatsApp da igreja com o que foi escrito (ex.: "Enviar pelo WhatsApp").
   */
  whatsapp?: string;
  /**
   * Texto do botão que abre um e-mail para a igreja com o que foi escrito (ex.: "Enviar por e-mail").
   */
  email?: string;
}
/**
 * Horário de atendimento da secretaria: os dias e o horário de abrir e fechar.
 */
export interface OfficeHours {
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
}
/**
 * Um culto de toda semana: o dia, o horário de início, o nome e quanto tempo ele dura. Com isso o site mostra "Próximo culto: hoje, 19h30" e, durante o culto, "Ao vivo agora".
 */
export interface ServiceTime {
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
  /**
   * Quanto o culto dura, em minutos (opcional; ex.: 90 para uma hora e meia). Sem este campo, vale 120 (duas horas). É o tempo em que o site mostra "Ao vivo agora" e o que a agenda do celular reserva.
   */
  duration?: number;
  /**
   * true quando a igreja transmite este culto ao vivo no YouTube: durante o culto, o site mostra "Ao vivo agora" com um link para a transmissão (o canal é o YouTube das redes sociais da igreja ou, se ela não tiver, o do site.json).
   */
  live?: boolean;
}
/**
 * Um perfil numa rede social.
 */
export interface SocialProfile {
  /**
   * Qual rede social.
   */
  network: "instagram" | "youtube" | "facebook" | "tiktok";
  /**
   * Endereço completo do perfil (https://...). No YouTube, o endereço do canal: https://www.youtube.com/@canal (ou https://www.youtube.com/channel/UC...).
   */
  url: string;
  /**
   * Nome do perfil como aparece (ex.: "@suaigreja").
   */
  handle?: string;
}
/**
 * Uma igreja da família Esperança Viva, a sede ou uma congregação: onde e quando ela se reúne, quem a pastoreia e como falar com ela. Cada igreja fica em um arquivo próprio dentro de site-content/churches/ e tem a sua página, no endereço /nossas-igrejas/<nome-do-arquivo> (ex.: "teresina.json" fica em /nossas-igrejas/teresina), além do cartão na lista de igrejas. A sede é uma igreja como as outras, marcada com "headquarters": true: os horários e o endereço dela são os que o topo, o rodapé e a página de contato mostram. Para incluir uma igreja, copie um arquivo existente, dê a ele um nome novo (ex.: "campinas.json") e troque os dados.
 */
export interface Church {
  /**
   * Caminho do esquema que valida este arquivo. Não altere.
   */
  $schema?: string;
  /**
   * Posição do cartão na página: 1 aparece primeiro, depois 2, 3... Não precisa ser seguido (dá para usar 10, 20, 30). Se duas igrejas tiverem o mesmo número, vem primeiro a de nome em ordem alfabética.
   */
  order: number;
  /**
   * Nome da igreja como aparece no título do cartão e da página dela (ex.: "Esperança Viva Teresina").
   */
  name: string;
  /**
   * true só na sede, a igreja principal: os cultos e o endereço dela aparecem no topo, no rodapé, na página de contato e no "Próximo culto" da página inicial. Uma igreja, e só uma, é a sede.
   */
  headquarters?: boolean;
  /**
   * Observação curta, opcional, mostrada em destaque no cartão e na página da igreja (ex.: "Sede", "Estacionamento ao lado"). Não escreva aqui os horários dos cultos: eles vão em "serviceTimes", de onde o site calcula o próximo culto.
   */
  note?: string;
  /**
   * Os cultos de toda semana desta igreja, na ordem da semana: dia, horário, nome e, se quiser, quanto tempo duram e se são transmitidos no YouTube. Dois cultos no mesmo dia e horário não podem se repetir. Obrigatório na sede; numa congregação sem cultos fixos, deixe este campo de fora e a página convida a falar com a igreja.
   *
   * @minItems 1
   * @maxItems 14
   */
  serviceTimes?: ServiceTime[];
  /**
   * Horário de atendimento da secretaria desta igreja (opcional: só se ela tiver um).
   */
  secretariat?: OfficeHours;
  /**
   * Quem pastoreia esta igreja (opcional): o nome do arquivo de cada pessoa em site-content/people/, sem o .json (ex.: ["daniel-ferreira", "ruth-ferreira"]). O nome, a função e a foto vêm de lá.
   *
   * @minItems 1
   * @maxItems 4
   *
   * Items: Uma pessoa: o nome do arquivo dela em site-content/people/, sem o .json (ex.: "daniel-ferreira").
   */
  pastors?: string[];
  address: ChurchAddress;
  /**
   * Opcional: o que o mapa da página deve procurar no Google Maps, se o endereço sozinho mostrar o lugar errado (ex.: o nome da igreja como aparece no Google Maps). O botão "Como chegar" vai sempre às coordenadas.
   */
  mapsQuery?: string;
  /**
   * Fuso horário da cidade, com o nome que os relógios usam (opcional). Sem este campo, vale o do estado (ex.: "America/Fortaleza" no Piauí, "America/Bahia" na Bahia, "America/Sao_Paulo" em São Paulo). Só preencha nos estados com mais de um fuso (Amazonas, Pará, Pernambuco com Fernando de Noronha).
   */
  timeZone?:
    | "America/Noronha"
    | "America/Belem"
    | "America/Fortaleza"
    | "America/Recife"
    | "America/Araguaina"
    | "America/Maceio"
    | "America/Bahia"
    | "America/Sao_Paulo"
    | "America/Campo_Grande"
    | "America/Cuiaba"
    | "America/Santarem"
    | "America/Porto_Velho"
    | "America/Boa_Vista"
    | "America/Manaus"
    | "America/Eirunepe"
    | "America/Rio_Branco";
  /**
   * Telefone desta igreja (opcional), no formato (86) 3222-1234 ou (86) 91234-5678. Sem ele, a página mostra o do site.json.
   */
  phone?: Phone;
  /**
   * WhatsApp desta igreja (opcional), no formato (86) 91234-5678. Sem ele, o botão da página manda a mensagem ao WhatsApp do site.json, dizendo o nome desta igreja.
   */
  whatsapp?: Phone;
  /**
   * Mensagem que já vem escrita quando o visitante toca no WhatsApp na página desta igreja (opcional). Sem este campo, vale "Olá! Encontrei o site e gostaria de visitar a <nome da igreja>."
   */
  whatsappGreeting?: string;
  /**
   * Foto da igreja (opcional; horizontal, de preferência a fachada ou o culto), no alto da página dela, nas redes sociais quando o link é compartilhado e no Google.
   */
  photo?: Image;
  /**
   * Os perfis desta igreja nas redes sociais (opcional). Um canal do YouTube aqui é o das transmissões dos cultos marcados com "live"; sem ele, vale o do site.json.
   *
   * @maxItems 4
   */
  social?: SocialProfile[];
  /**
   * Palavras de busca (opcional): outras palavras com que o visitante encontra esta igreja na busca do site, além do nome, da cidade, do bairro, do estado e dos cultos (ex.: "congregação", o nome antigo do bairro).
   */
  searchTerms?: SearchTerms;
}
/**
 * Um evento com data marcada, mostrado na página Agenda (com os botões "Quero Participar" e "Mais Informações" e a opção de salvar na agenda do celular). Os cultos de toda semana não entram aqui: eles ficam no arquivo de cada igreja (site-content/churches/), em "serviceTimes". Cada evento fica em um arquivo próprio dentro de site-content/events/. Para criar um novo, copie um arquivo existente, dê a ele um nome novo (ex.: "vigilia-dezembro.json") e troque os dados.
 */
export interface AgendaEvent {
  /**
   * Caminho do esquema que valida este arquivo. Não altere.
   */
  $schema?: string;
  /**
   * Posição do evento na lista: 1 aparece primeiro, depois 2, 3... Normalmente segue a ordem das datas. Não precisa ser seguido (dá para usar 10, 20, 30). Se dois eventos tiverem o mesmo número, vem primeiro o de data mais próxima.
   */
  order: number;
  /**
   * Nome do evento (ex.: "Estudo sobre a Grande Comissão"). Também entra na mensagem do botão "Quero Participar" no WhatsApp.
   */
  title: string;
  /**
   * O que vai acontecer, em 1 a 3 frases: para quem é, o que levar, se há inscrição.
   */
  description: string;
  /**
   * Dia do evento no formato ANO-MÊS-DIA, com zeros (ex.: "2026-11-07" para 7 de novembro de 2026). No site aparece por extenso ("sábado, 7 de novembro").
   */
  date: string;
  /**
   * Opcional: o último dia, para um evento de vários dias (um retiro, um congresso), no formato ANO-MÊS-DIA (ex.: "2026-12-14"), depois de "date". No site aparece como "de 12 a 14 de dezembro"; o horário de término ("endTime"), se houver, é o do último dia. Para um evento de um dia só, deixe este campo de fora.
   */
  endDate?: string;
  /**
   * Horário de início, no formato 24 horas HH:MM (ex.: "19:30"). No site aparece como 19h30.
   */
  startTime: TimeOfDay;
  /**
   * Horário de término, no formato 24 horas HH:MM (ex.: "21:00"); num evento de vários dias, o do último dia. Opcional; se não souber, deixe este campo de fora.
   */
  endTime?: TimeOfDay;
  /**
   * Onde será o evento (ex.: "Templo sede – Vila Nova"). Se for fora da igreja, escreva o endereço completo terminando com a cidade e a sigla do estado (ex.: "Chácara Boa Semente, Estrada do Limoeiro, km 4 – Tamarana (PR)").
   */
  location: string;
  /**
   * A igreja que faz o evento (opcional): o nome do arquivo dela em site-content/churches/, sem o .json (ex.: "teresina"). O evento aparece também na página dessa igreja, e o Google lê o endereço dela.
   */
  church?: string;
  /**
   * Tipo do evento, escolhido na lista de tipos de evento de site-content/site.json ("eventTypes"), escrito exatamente como lá. Ele define a etiqueta colorida do cartão: a cor vem da lista, não precisa informar. Para um tipo novo, acrescente-o primeiro à lista.
   */
  type: string;
  /**
   * Opcional: quando o evento aparece na agenda do site, no horário de São Paulo, no formato ANO-MÊS-DIA HORA:MINUTO (ex.: "2026-12-12 08:00"), para anunciar na hora combinada. Até lá ele fica de fora de tudo (agenda, calendários, busca); sem este campo, aparece já na próxima publicação.
   */
  publishAt?: PublishAt;
  /**
   * Palavras de busca (opcional): outras palavras com que o visitante encontra este evento na busca do site, além das que já estão no texto (ex.: "retiro", "vigília").
   */
  searchTerms?: SearchTerms;
}
/**
 * Um ministério da igreja, mostrado como um cartão na página Ministérios. Cada ministério fica em um arquivo próprio dentro de site-content/ministries/. Para criar um novo, copie um arquivo existente, dê a ele um nome novo (ex.: "louvor.json") e troque os textos.
 */
export interface Ministry {
  /**
   * Caminho do esquema que valida este arquivo. Não altere.
   */
  $schema?: string;
  /**
   * Posição do cartão na página: 1 aparece primeiro, depois 2, 3... Não precisa ser seguido (dá para usar 10, 20, 30 e encaixar um novo no meio com 15). Se dois ministérios tiverem o mesmo número, vem primeiro o de nome em ordem alfabética.
   */
  order: number;
  /**
   * Nome do ministério, como título do cartão. Também entra na mensagem do botão "Quero Participar" ("Olá! Quero participar do Ministério de Jovens.") e no assunto do botão "Fale Conosco"; por isso, prefira nomes que combinem com "do", como "Ministério de ...".
   */
  name: string;
  /**
   * Apresentação do ministério em 2 ou 3 frases: o que ele faz e por que vale a pena participar. Escreva de forma acolhedora, falando com o visitante.
   */
  description: string;
  /**
   * Para quem é o ministério: faixa de idade ou público, em texto curto (ex.: "13 a 17 anos", "A partir de 18 anos", "Todas as idades").
   */
  ageRange: string;
  /**
   * Quando o ministério se reúne, em texto curto. Escreva os horários do jeito brasileiro: 19h30, 20h, 9h (ex.: "Domingos, 19h30" ou "Sábados, 8h às 12h").
   */
  schedule: string;
  color: MinistryColor;
  /**
   * Ícone pequeno do cartão (ex.: "livro" para estudo bíblico, "musica" para dança, "camera" para mídia). Escolha um nome da lista.
   */
  icon: IconName;
  /**
   * Imagem do ministério (foto ou ilustração), no alto do cartão. Em "alt", descreva o que aparece nela de verdade (ex.: { "src": "/images/ministerio-jovens.jpg", "alt": "Ilustração de uma chama laranja e amarela soltando fagulhas, sobre fundo roxo" }). Use imagem horizontal, de preferência 1200×800. Fotos de pessoas, só com a autorização delas.
   */
  image: Image;
  /**
   * Palavras de busca (opcional): outras palavras com que o visitante encontra este ministério na busca do site, além das que já estão no texto (ex.: "mocidade", "jovens").
   */
  searchTerms?: SearchTerms;
}
/**
 * Uma pessoa da igreja: um pastor, uma pastora, um presbítero, um líder, um pregador convidado. Cada pessoa fica em um arquivo próprio dentro de site-content/people/, e é escrita uma vez só: as mensagens (quem pregou) e as outras páginas escolhem a pessoa pelo nome do arquivo (ex.: "daniel-ferreira"), sem repetir o nome, a função ou a foto. Para incluir alguém, copie um arquivo existente, dê a ele o nome da pessoa (ex.: "ruth-ferreira.json") e troque os textos.
 */
export interface Person {
  /**
   * Caminho do esquema que valida este arquivo. Não altere.
   */
  $schema?: string;
  /**
   * Posição da pessoa nas listas de pessoas (ex.: a liderança na página Sobre): 1 aparece primeiro, depois 2, 3... Não precisa ser seguido (dá para usar 10, 20, 30). Sem este campo, a pessoa vem depois das numeradas, em ordem alfabética.
   */
  order?: number;
  /**
   * Nome da pessoa como a igreja a chama, com o título, se houver (ex.: "Pastor Daniel Ferreira", "Presbítero Marcos Almeida", "Irmã Cláudia Nunes"). Aparece nas mensagens, na página do pregador e nos aplicativos de podcast.
   */
  name: string;
  /**
   * A função da pessoa na igreja, em poucas palavras (ex.: "Pastor presidente", "Pastora do Ministério de Intercessão", "Pregador convidado").
   */
  role: string;
  /**
   * Foto da pessoa (opcional, de preferência quadrada, do rosto), em site-content/images/, só com a autorização dela (ex.: { "src": "/images/pastor-daniel.jpg", "alt": "Pastor Daniel Ferreira sorrindo" }). Sem foto, aparecem as iniciais do nome.
   */
  photo?: Image;
  /**
   * Um parágrafo curto sobre a pessoa (opcional): o que ela faz na igreja, há quanto tempo serve, o que a move. Aparece na página da pessoa.
   */
  bio?: string;
  /**
   * Palavras de busca (opcional): outras palavras com que o visitante encontra esta pessoa na busca do site, além do nome e da função (ex.: "pastor Daniel").
   */
  searchTerms?: SearchTerms;
}
/**
 * Uma mensagem do blog (Palavra do Mês). Este arquivo .json guarda os dados do post (título, data, autor...) e, no campo "body", o TEXTO da mensagem, escrito em Markdown. Quem prefere escrever o texto em HTML, à mão, deixa "body" de fora e põe o texto em outro arquivo, com o mesmo nome e terminado em .html, na mesma pasta (ex.: 2026-09-um-ano-coroado-de-bondade.json e 2026-09-um-ano-coroado-de-bondade.html); ao renomear ou apagar um desses posts, faça o mesmo com o .html. O texto fica em um lugar só: no "body" ou no .html, nunca nos dois.
 */
export interface Post {
  /**
   * Caminho do esquema que valida este arquivo. Não altere.
   */
  $schema?: string;
  /**
   * Número do post: 1, 2, 3... Cada post tem o seu, sem repetir. Também forma o endereço da página: o post 9 fica em /blog/9. Depois de publicado, não mude, para não quebrar links já compartilhados.
   */
  id: number;
  /**
   * Título da mensagem, curto e marcante. Aparece no topo do post e na lista do blog.
   */
  title: string;
  /**
   * O versículo-chave, escrito por extenso (só o texto, sem a referência). Aparece em destaque na lista do blog e quando o link é compartilhado. Até 200 letras.
   */
  excerpt: string;
  /**
   * De onde vem o versículo-chave: livro, capítulo e versículo (ex.: "Isaías 43:19", "Lamentações 3:22-23", "1 Coríntios 12:8").
   */
  versiculoChave: string;
  /**
   * Nome de quem escreveu a mensagem, como deve aparecer no site (ex.: "Pastor Daniel Ferreira"). Escreva sempre do mesmo jeito em todos os posts da mesma pessoa.
   */
  author: string;
  /**
   * Opcional: função de quem escreveu, mostrada abaixo do nome (ex.: "Pastor presidente").
   */
  authorRole?: string;
  /**
   * Data de publicação no formato ANO-MÊS-DIA (ex.: "2026-09-06"). O site mostra só o mês e o ano, como "setembro de 2026".
   */
  date: string;
  /**
   * Tempo de leitura, no formato "5 min" (número, espaço, min). Conte cerca de 1 minuto para cada 200 palavras do texto.
   */
  readTime: string;
  /**
   * Categoria do post, mostrada como etiqueta (ex.: "Palavra do Mês"). Escreva sempre igual, com os mesmos acentos e maiúsculas, para os posts ficarem agrupados.
   */
  category: string;
  /**
   * Opcional: imagem do post. Sem ela, o site usa uma das imagens de "postImages" em site.json, pelo número do post (se não houver, a primeira).
   */
  image?: Image;
  publishAt?: PublishAt;
  /**
   * O texto da mensagem, em Markdown (no editor do site, é só escrever e usar os botões de formatação). Deixe uma linha em branco entre um parágrafo e outro. No começo da linha: "## " faz um título (ex.: "## Oração") e "### " um subtítulo; "> " faz uma citação, como o versículo em destaque; "- " faz um item de lista, e "1. " um item de lista numerada. No meio do texto: **negrito** (duas estrelas de cada lado), *itálico* (uma estrela) e links como [agenda da igreja](/agenda). Se o texto deste post está num arquivo .html com o mesmo nome, não use este campo: o texto fica em um lugar só.
   */
  body?: string;
  /**
   * Palavras de busca (opcional): outras palavras com que o visitante encontra este artigo na busca do site, além das que já estão no texto (ex.: "jejum", "consagração").
   */
  searchTerms?: SearchTerms;
}
/**
 * Uma série de mensagens (ex.: "Salmos para os dias difíceis"): as mensagens escolhem a sua série pelo nome deste arquivo, numa lista, sem redigitar o nome. Cada série fica em um arquivo próprio dentro de site-content/series/ e tem a sua página e o seu podcast. Para criar uma, copie um arquivo existente, dê a ele um nome novo (ex.: "salmos-para-os-dias-dificeis.json") e troque os textos.
 */
export interface Series {
  /**
   * Caminho do esquema que valida este arquivo. Não altere.
   */
  $schema?: string;
  /**
   * Nome da série, como aparece nas mensagens, na página da série e nos aplicativos de podcast (ex.: "Salmos para os dias difíceis").
   */
  name: string;
  /**
   * Do que trata a série, em duas ou três frases, falando com quem vai ouvir. Aparece na página da série e como descrição do podcast da série.
   */
  description: string;
  /**
   * A arte da série (de preferência 16:9, com pelo menos 1400 pixels de altura), em site-content/images/. Aparece na página da série, nas mensagens sem imagem própria e, recortada em quadrado, como capa do podcast da série.
   */
  image: Image;
  /**
   * Palavras de busca (opcional): outras palavras com que o visitante encontra esta série na busca do site (ex.: "aflição", "lamento").
   */
  searchTerms?: SearchTerms;
}
/**
 * Uma mensagem pregada num culto: título, data, quem pregou, a série, as passagens da Bíblia, um resumo e, se houver, o vídeo do YouTube e o áudio. Cada mensagem fica em um arquivo próprio dentro de site-content/sermons/, com a data na frente do nome (ex.: "2026-11-22-o-senhor-e-o-meu-pastor.json"); o nome do arquivo vira o endereço da página (/mensagens/2026-11-22-o-senhor-e-o-meu-pastor). Quem pregou e a série são escolhidos pelo nome do arquivo em site-content/people/ e site-content/series/.
 */
export interface Sermon {
  /**
   * Caminho do esquema que valida este arquivo. Não altere.
   */
  $schema?: string;
  /**
   * Título da mensagem (ex.: "O Senhor é o meu pastor").
   */
  title: string;
  /**
   * Dia em que a mensagem foi pregada, no formato ANO-MÊS-DIA (ex.: "2026-11-22").
   */
  date: string;
  /**
   * Quem pregou: o nome do arquivo da pessoa em site-content/people/, sem o .json (ex.: "daniel-ferreira"). O nome, a função e a foto vêm de lá.
   */
  preacher: string;
  /**
   * A série da mensagem (opcional): o nome do arquivo da série em site-content/series/, sem o .json (ex.: "salmos-para-os-dias-dificeis").
   */
  series?: string;
  /**
   * A posição da mensagem na série (opcional): 1 para a primeira, 2 para a segunda... Sem este campo, as mensagens da série seguem a data.
   */
  part?: number;
  /**
   * As passagens da Bíblia da mensagem, uma por item, escritas como você costuma escrever (ex.: "Sl 23", "Jo 3.16", "João 3:16-18", "1 Co 13", "I Samuel 17"). O site guarda cada uma do mesmo jeito ("Salmos 23", "João 3:16") e as usa no arquivo por livro e na busca.
   *
   * @minItems 1
   * @maxItems 6
   *
   * Items: Uma passagem (ex.: "Salmos 23", "João 3:16-18").
   */
  passages?: string[];
  /**
   * O resumo da mensagem em duas ou três frases, falando com quem vai ouvir. Aparece na lista de mensagens, no Google, no WhatsApp e nos aplicativos de podcast.
   */
  summary: string;
  /**
   * O endereço da mensagem no YouTube (opcional), copiado do navegador ou do botão Compartilhar (ex.: "https://www.youtube.com/watch?v=..." ou "https://youtu.be/..."), ou só o código de 11 letras do vídeo. Nada é carregado do YouTube até o visitante apertar o play.
   */
  video?: string;
  /**
   * O endereço do arquivo de áudio (MP3 ou M4A) onde a igreja o guarda (opcional; ex.: "https://audio.suaigreja.org.br/2026/11-22-culto.mp3"). O áudio não vai para a pasta do site: o site toca o arquivo desse endereço, e a publicação lê dele o tamanho e a duração para o podcast.
   */
  audio?: string;
  /**
   * Imagem da mensagem (opcional; 16:9), em site-content/images/: aparece antes do play e nas listas. Sem ela, vale a arte da série; sem série, a imagem de compartilhamento do site.
   */
  image?: Image;
  /**
   * Onde a mensagem foi pregada (opcional): o nome do arquivo da igreja em site-content/churches/, sem o .json (ex.: "vila-formosa").
   */
  church?: string;
  publishAt?: PublishAt;
  /**
   * Anotações da mensagem (opcional), em Markdown, como o texto de um artigo: os pontos principais, os versículos lidos, perguntas para a célula. Deixe uma linha em branco entre um parágrafo e outro; "## " faz um título, "- " um item de lista.
   */
  notes?: string;
  /**
   * Palavras de busca (opcional): outras palavras com que o visitante encontra esta mensagem na busca do site (ex.: "ansiedade", "luto").
   */
  searchTerms?: SearchTerms;
}
/**
 * Um testemunho de fé, mostrado como um cartão na página Testemunhos (sempre com 5 estrelas). Só publique um testemunho com a autorização por escrito de quem o contou. Cada testemunho fica em um arquivo próprio dentro de site-content/testimonies/. Para incluir um novo, copie um arquivo existente, dê a ele um nome novo (ex.: "maria-souza.json") e troque os textos.
 */
export interface Testimony {
  /**
   * Caminho do esquema que valida este arquivo. Não altere.
   */
  $schema?: string;
  /**
   * Posição do cartão na página: 1 aparece primeiro, depois 2, 3... Não precisa ser seguido (dá para usar 10, 20, 30). Se dois testemunhos tiverem o mesmo número, vem primeiro o de autor em ordem alfabética.
   */
  order: number;
  /**
   * Título curto do testemunho, que resume a história (ex.: "Deus restaurou o meu casamento").
   */
  title: string;
  /**
   * Nome de quem dá o testemunho, como a pessoa autorizou (ex.: "Márcia Regina Souza"). As iniciais do nome aparecem no lugar da foto quando não há foto.
   */
  author: string;
  /**
   * Como a pessoa se apresenta na igreja: cargo ou tempo de casa (ex.: "Membro há 8 anos", "Diaconisa", "Líder do Ministério de Mulheres").
   */
  role: string;
  /**
   * Igreja que a pessoa frequenta, escrita de um jeito que o visitante a reconheça na página Nossas Igrejas (ex.: "Sede – Vila Nova" ou "Esperança Viva Guarulhos").
   */
  congregation: string;
  /**
   * O testemunho, em primeira pessoa, com as palavras de quem o viveu, em um único parágrafo (de 120 a 200 palavras é o ideal). Conte com sobriedade, sem promessas nem exageros, e revise com a pessoa antes de publicar.
   */
  text: string;
  /**
   * Foto da pessoa, opcional e só com autorização (ex.: { "src": "/images/testemunho-marcia.jpg", "alt": "Márcia Regina Souza sorrindo" }). Sem foto, o cartão mostra as iniciais do nome.
   */
  avatar?: Image;
  /**
   * Palavras de busca (opcional): outras palavras com que o visitante encontra este testemunho na busca do site, além das que já estão no texto (ex.: "cura", "família").
   */
  searchTerms?: SearchTerms;
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
  sections: (
    | CardGridBlock
    | ChurchListBlock
    | ContactFormBlock
    | CtaBlock
    | EventListBlock
    | FeatureGridBlock
    | GivingBlock
    | GroupListBlock
    | HeroBlock
    | MapBlock
    | MinistryGridBlock
    | MissionVisionBlock
    | NewsletterBlock
    | NextServiceBlock
    | PostListBlock
    | PrayerRequestBlock
    | ProseBlock
    | SearchBlock
    | SermonListBlock
    | ServiceTimesBlock
    | StatsBlock
    | TestimonyListBlock
    | TimelineBlock
    | VideoListBlock
  )[];
  /**
   * Palavras de busca (opcional): outras palavras com que o visitante encontra esta página na busca do site, além das que já estão no texto (ex.: "dízimo", "PIX").
   */
  searchTerms?: SearchTerms;
}
/**
 * Dados gerais da igreja, usados em todas as páginas: nome, contatos, menu, redes sociais e aparência. Cada contato é escrito uma única vez, aqui. O endereço e os horários dos cultos de cada igreja (a sede inclusive) ficam no arquivo dela, em site-content/churches/.
 */
export interface Site {
  /**
   * Caminho do esquema que valida este arquivo. Não altere.
   */
  $schema?: string;
  /**
   * Nome completo da igreja (ex.: "Igreja Esperança Viva").
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
   * Endereço do site publicado, com https:// e sem barra no final (ex.: "https://www.suaigreja.org.br"). Se o site fica numa pasta do endereço, como um site de projeto do GitHub Pages, inclua a pasta (ex.: "https://nome.github.io/repositorio"). Usado nos links para o Google, as redes sociais, o mapa do site, o RSS e a agenda.
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
   * Itens do menu principal, na ordem em que aparecem (até 10). No computador, o menu inteiro aparece em uma linha só a partir da largura de tela em que ele cabe (com os 8 itens atuais, 1200 pixels); em telas menores, e sempre no celular, ele fica no botão "Menu". Quanto mais itens e mais longos os nomes, maior precisa ser a tela: prefira nomes curtos.
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
   * Perfis da igreja nas redes sociais. O canal do YouTube (no formato https://www.youtube.com/@canal) também é o das transmissões ao vivo dos cultos marcados com "live".
   */
  social: SocialProfile[];
  /**
   * Os documentos legais, com link no rodapé de todas as páginas: "privacy" é a Política de Privacidade (ex.: {"label": "Política de Privacidade", "href": "/privacidade"}) e "terms" os Termos de Uso (ex.: {"label": "Termos de Uso", "href": "/termos"}). A Política de Privacidade também é indicada no aviso do mapa e na inscrição da newsletter. Se a página de um deles mudar de endereço ou for apagada, o verificador avisa.
   */
  legal: {
    privacy: LegalLink;
    terms: LegalLink;
  };
  /**
   * Configurações para Google e redes sociais.
   */
  seo: {
    /**
     * Texto que vem depois do título de cada página na aba do navegador (ex.: " | Igreja Esperança Viva").
     */
    titleSuffix: string;
    /**
     * Imagem padrão ao compartilhar um link do site (1200×630).
     */
    image: Image;
  };
  /**
   * A aparência do site: as cores da igreja, a marca e as fontes. O verificador confere se cada texto fica legível sobre o seu fundo (contraste mínimo das regras de acessibilidade WCAG AA), no tema claro e no escuro.
   */
  theme: {
    /**
     * As cores do tema claro, por função. Quatro são obrigatórias (brand, accent, surface, text); as outras o site calcula a partir delas, a menos que você as escreva aqui. Use códigos como "#14213d".
     */
    colors: {
      brand: Color;
      brandDeep?: Color1;
      brandSoft?: Color2;
      accent: Color3;
      accentLight?: Color4;
      accentText?: Color5;
      background?: Color6;
      surface: Color7;
      surfaceDeep?: Color8;
      heading?: Color9;
      text: Color10;
      textSoft?: Color11;
      line?: Color12;
    };
    /**
     * Opcional: cores só do tema escuro, que o visitante escolhe no rodapé ou que segue o celular. Sem elas, o site calcula o tema escuro a partir das cores do tema claro; escreva aqui só a cor que quiser diferente.
     */
    dark?: {
      brand?: Color13;
      brandDeep?: Color14;
      brandSoft?: Color15;
      accent?: Color16;
      accentLight?: Color17;
      accentText?: Color18;
      background?: Color19;
      surface?: Color20;
      surfaceDeep?: Color21;
      heading?: Color22;
      text?: Color23;
      textSoft?: Color24;
      line?: Color25;
    };
    /**
     * A marca da igreja, mostrada ao lado do nome no topo e no rodapé, num quadrado de 40 pixels.
     */
    mark: {
      /**
       * Caminho da imagem da marca em site-content/images/, de preferência quadrada: um SVG pequeno (de poucos KB: ele vai dentro de cada página e não custa download) ou uma imagem .png, .webp ou .avif (ex.: "/images/marca.svg").
       */
      src: string;
    };
    /**
     * As fontes do site, entre as que o site traz.
     */
    fonts: {
      heading: FontFamily;
      body: FontFamily1;
    };
  };
  /**
   * Os tipos de evento da agenda, cada um com a cor da sua etiqueta (ex.: "Retiro" em verde, "Estudo" em azul). Cada evento escolhe o seu tipo nesta lista; um evento com um tipo que não está aqui é recusado pela verificação. A cor é a do texto da etiqueta e da borda do cartão; o fundo da etiqueta é um tom bem claro dela. No tema escuro as duas trocam de lugar. A verificação confere se o texto da etiqueta é legível (contraste de 4,5:1) nos dois temas.
   *
   * @minItems 1
   * @maxItems 30
   */
  eventTypes?: EventTypeColors[];
  /**
   * Opcional: imagens para os artigos do blog que não têm imagem própria. O artigo 1 usa a primeira, o 2 a segunda, e assim por diante; um artigo com número maior que a lista usa a primeira. Sem esta lista, esses artigos usam a imagem de compartilhamento (seo.image).
   *
   * @minItems 1
   */
  postImages?: Image[];
  /**
   * Opcional: o número (id) do artigo em destaque no topo do blog (ex.: 9). Sem este campo, o destaque é sempre o artigo mais novo já publicado: cada artigo novo vira o destaque sozinho, na hora em que aparece no site (também um artigo agendado com "publishAt"). Escolhido aqui um artigo agendado, ele fica em destaque quando aparecer; até lá, o destaque é o mais novo.
   */
  featuredPost?: number;
  /**
   * Opcional: quem aprova as mudanças feitas no editor do site antes de elas irem para o ar (ex.: o pastor, a secretaria, a equipe de comunicação). O editor mostra esse nome, e um botão para avisar essa pessoa pelo WhatsApp, ao lado da verificação de cada mudança salva. Não aparece para quem visita o site, mas fica escrito neste arquivo: use um número que a pessoa aceite deixar aqui.
   */
  approver?: {
    /**
     * Como o editor chama quem aprova (ex.: "Pastor Daniel", "a secretaria").
     */
    name: string;
    /**
     * Opcional: o WhatsApp de quem aprova, no formato (11) 91234-5678. Com ele, o editor mostra o botão "Avisar pelo WhatsApp".
     */
    whatsapp?: Phone;
  };
  /**
   * Opcional: as palavras fixas de todas as páginas (topo, menu, rodapé, avisos, página de cada artigo do blog), para quem quiser dizer de outro jeito. Cada uma é opcional: sem ela, vale a de sempre (o valor padrão do campo).
   */
  words?: {
    /**
     * O topo e o menu.
     */
    navigation?: {
      /**
       * O link escondido que aparece primeiro para quem navega pelo teclado, e pula o topo e o menu.
       */
      skipLink?: string;
      /**
       * O que os leitores de tela dizem depois do nome curto e do lema da igreja, no link da marca no topo ("Graça, página inicial").
       */
      homeLink?: string;
      /**
       * O nome do menu do computador, para os leitores de tela.
       */
      mainMenu?: string;
      /**
       * O botão que abre o menu no celular, e o título do menu aberto.
       */
      menuButton?: string;
      /**
       * O nome do botão que fecha o menu do celular, para os leitores de tela.
       */
      closeMenu?: string;
      /**
       * O nome do menu do celular, para os leitores de tela.
       */
      phoneMenu?: string;
    };
    /**
     * Os contatos e os cultos, na faixa do topo, no rodapé e no botão do WhatsApp.
     */
    contacts?: {
      /**
       * Dito pelos leitores de tela antes do número, no telefone do topo.
       */
      phoneLabel?: string;
      /**
       * O título dos horários de culto no rodapé (e o que os leitores de tela dizem antes deles no topo).
       */
      servicesHeading?: string;
      /**
       * O título dos contatos no rodapé.
       */
      contactHeading?: string;
      /**
       * O link do endereço para o mapa, no rodapé.
       */
      seeOnMap?: string;
      /**
       * O botão redondo do WhatsApp, no canto de todas as páginas: o nome dele e o balão que aparece ao passar o mouse.
       */
      whatsappButton?: string;
      /**
       * O nome da lista de redes sociais do rodapé, para os leitores de tela.
       */
      socialLinks?: string;
    };
    /**
     * O pé de todas as páginas.
     */
    footer?: {
      /**
       * Depois do ano e do nome da igreja, na última linha do rodapé.
       */
      rights?: string;
      /**
       * O nome da lista de documentos legais do rodapé, para os leitores de tela.
       */
      legalLinks?: string;
      /**
       * O botão com a seta para cima, que aparece ao descer a página.
       */
      backToTop?: string;
    };
    /**
     * A escolha do tema no rodapé: claro, escuro ou o do celular.
     */
    themeChoice?: {
      /**
       * O nome da escolha.
       */
      themeLabel?: string;
      /**
       * Seguir o tema do celular ou do computador.
       */
      themeSystem?: string;
      /**
       * O tema claro.
       */
      themeLight?: string;
      /**
       * O tema escuro.
       */
      themeDark?: string;
    };
    /**
     * O que os leitores de tela dizem depois de um link que abre outra aba.
     */
    newTabs?: {
      /**
       * Depois de um link para outro site.
       */
      newTab?: string;
      /**
       * Depois de um link que abre uma conversa no WhatsApp.
       */
      whatsappNewTab?: string;
    };
    /**
     * Os avisos que aparecem no canto da tela, e os botões que os mostram.
     */
    notices?: {
      /**
       * O nome do lugar dos avisos, para os leitores de tela.
       */
      noticesRegion?: string;
      /**
       * O botão que fecha um aviso.
       */
      closeNotice?: string;
      /**
       * O botão que compartilha um artigo do blog.
       */
      share?: string;
      /**
       * O aviso quando o botão de compartilhar copiou o link (onde não há a tela de compartilhar do celular).
       */
      linkCopied?: string;
      /**
       * O aviso quando nem isso foi possível; depois dele vem o endereço da página.
       */
      shareFailed?: string;
      /**
       * O aviso quando o navegador não deixa um botão de copiar (como o da chave PIX) copiar sozinho: o texto fica selecionado para a pessoa copiar.
       */
      copyFailed?: string;
    };
    /**
     * A página de cada artigo do blog.
     */
    postPage?: {
      /**
       * O link para o blog, no alto do artigo, antes do nome do blog ("Voltar para Blog").
       */
      backTo?: string;
      /**
       * Dito pelos leitores de tela antes do nome do autor.
       */
      postAuthor?: string;
      /**
       * Dito pelos leitores de tela antes do tempo de leitura.
       */
      readingTime?: string;
      /**
       * Depois do tempo de leitura ("5 min de leitura").
       */
      readingTimeSuffix?: string;
      /**
       * O link de cada artigo nas listas de artigos.
       */
      readPost?: string;
      /**
       * O nome do quadro do autor no fim do artigo, para os leitores de tela.
       */
      aboutAuthor?: string;
      /**
       * O título dos artigos parecidos, no fim do artigo.
       */
      relatedPosts?: string;
      /**
       * O nome da coluna ao lado do artigo, para os leitores de tela.
       */
      moreFromBlog?: string;
      /**
       * O título da lista de categorias, na coluna ao lado do artigo.
       */
      categoriesHeading?: string;
      /**
       * O título dos artigos mais novos, na coluna ao lado do artigo.
       */
      recentPosts?: string;
    };
    /**
     * Os lápis que levam do site ao editor, vistos só por quem abriu o editor neste navegador.
     */
    pencils?: {
      /**
       * Antes do nome de uma seção ("Editar seção: Nossos cultos").
       */
      editSection?: string;
      /**
       * Antes do tipo e do nome de um cartão ("Editar evento: Vigília").
       */
      editItem?: string;
      /**
       * Antes do título de um artigo.
       */
      editPost?: string;
      /**
       * O lápis do rodapé, que abre as Configurações do site.
       */
      editSite?: string;
      /**
       * Antes do nome da sede, no lápis dos cultos do rodapé, que abre os horários no arquivo da sede ("Editar os cultos da sede: Igreja Central").
       */
      editSedeServices?: string;
      /**
       * O botão no canto que esconde os lápis.
       */
      stopPencils?: string;
    };
    /**
     * O que se diz das igrejas e dos cultos: a linha do próximo culto (na página de cada igreja, nos cartões e no bloco Próximo culto), os cartões da lista de igrejas e o botão "Perto de mim".
     */
    churches?: {
      /**
       * Antes do dia e da hora do próximo culto ("Próximo culto: hoje, 19h30 — Culto de Oração").
       */
      nextService?: string;
      /**
       * Durante um culto, no lugar do próximo ("Ao vivo agora: Culto da Família").
       */
      liveNow?: string;
      /**
       * O link da transmissão, durante um culto transmitido.
       */
      watchLive?: string;
      /**
       * O dia do próximo culto quando é hoje ("hoje, 19h30").
       */
      today?: string;
      /**
       * O dia do próximo culto quando é amanhã ("amanhã, 9h").
       */
      tomorrow?: string;
      /**
       * Dito só ao leitor de tela, depois do link da transmissão.
       */
      youtubeNewTab?: string;
      /**
       * Dito só ao leitor de tela, depois de "Como chegar".
       */
      mapsNewTab?: string;
      /**
       * Dito só ao leitor de tela, antes dos horários resumidos de um cartão ("Cultos: Dom 9h e 18h").
       */
      servicesLabel?: string;
      /**
       * O botão que abre o caminho até a igreja no Google Maps.
       */
      directions?: string;
      /**
       * O botão de cada cartão que leva à página da igreja.
       */
      timesAndAddress?: string;
      /**
       * Antes do CEP, no endereço.
       */
      postalCodeLabel?: string;
      /**
       * Depois do número de igrejas de um estado, quando é uma ("1 igreja").
       */
      churchOne?: string;
      /**
       * Depois do número de igrejas de um estado, quando são várias ("3 igrejas").
       */
      churchMany?: string;
      /**
       * O botão que ordena as igrejas pela distância de quem visita (a localização só é pedida ao tocar, e não sai do aparelho).
       */
      nearMe?: string;
      /**
       * Enquanto o celular procura onde a pessoa está.
       */
      nearMeSearching?: string;
      /**
       * Depois de ordenar as igrejas pela distância.
       */
      nearMeSorted?: string;
      /**
       * Quando a pessoa não permite a localização.
       */
      nearMeRefused?: string;
      /**
       * Quando o celular não consegue saber onde a pessoa está.
       */
      nearMeUnavailable?: string;
      /**
       * O nome da lista ordenada, dito ao leitor de tela.
       */
      nearMeList?: string;
      /**
       * A distância de uma igreja a menos de 1 km.
       */
      distanceUnderOne?: string;
      /**
       * A distância de uma igreja; {km} é trocado pelo número ("a 3,4 km de você").
       */
      distance?: string;
    };
    /**
     * As partes da página de cada igreja (/nossas-igrejas/...): os títulos e os textos fixos de cada uma.
     */
    churchPage?: {
      /**
       * Acima do título dos cultos.
       */
      timesEyebrow?: string;
      /**
       * O título dos cultos da semana.
       */
      timesHeading?: string;
      /**
       * Antes de quanto tempo dura um culto ("Cerca de 2h").
       */
      aboutDuration?: string;
      /**
       * Depois da duração de um culto transmitido.
       */
      streamed?: string;
      /**
       * Quando a igreja ainda não tem cultos no arquivo dela.
       */
      noTimes?: string;
      /**
       * O link para perguntar os horários, depois do texto acima.
       */
      askOnWhatsapp?: string;
      /**
       * A descrição da página de uma igreja no Google e no WhatsApp. {igreja}, {cidade}, {estado} e {endereco} são trocados pelos dados da igreja, e {cultos} pelos cultos da semana ("aos domingos às 18h").
       */
      description?: string;
      /**
       * A mesma descrição para uma igreja ainda sem cultos no arquivo dela ({igreja}, {cidade}, {estado} e {endereco} como acima).
       */
      descriptionWithoutTimes?: string;
      /**
       * Antes dos dias e horários da secretaria.
       */
      secretariatLabel?: string;
      /**
       * Acima do título do endereço.
       */
      placeEyebrow?: string;
      /**
       * O título do endereço e do mapa.
       */
      placeHeading?: string;
      /**
       * Acima do título dos contatos.
       */
      contactEyebrow?: string;
      /**
       * O título dos contatos (telefone, WhatsApp, redes sociais).
       */
      contactHeading?: string;
      /**
       * Acima do título dos pastores.
       */
      pastorsEyebrow?: string;
      /**
       * O título quando a igreja tem um pastor.
       */
      pastorOne?: string;
      /**
       * O título quando a igreja tem mais de um.
       */
      pastorMany?: string;
      /**
       * Acima do título dos eventos.
       */
      eventsEyebrow?: string;
      /**
       * O título dos eventos que ainda vão acontecer nesta igreja.
       */
      eventsHeading?: string;
      /**
       * O link de cada evento para a página dele.
       */
      seeOnAgenda?: string;
      /**
       * Sobre um evento que terminou enquanto a página estava aberta.
       */
      ended?: string;
      /**
       * Acima do título das células.
       */
      groupsEyebrow?: string;
      /**
       * O título das células desta igreja.
       */
      groupsHeading?: string;
      /**
       * O link para a página com todas as células.
       */
      allGroups?: string;
      /**
       * Acima do título das mensagens.
       */
      sermonsEyebrow?: string;
      /**
       * O título das últimas mensagens pregadas nesta igreja.
       */
      sermonsHeading?: string;
      /**
       * O link para a página com todas as mensagens.
       */
      allSermons?: string;
    };
    /**
     * Os eventos: os cartões da agenda e a página de cada evento (/agenda/...).
     */
    eventPage?: {
      /**
       * O link de cada cartão da agenda para a página do evento.
       */
      moreInfo?: string;
      /**
       * O botão que abre o WhatsApp com a mensagem do evento (no cartão e na página do evento).
       */
      participate?: string;
      /**
       * Sobre um evento que terminou enquanto a página estava aberta (no cartão e na página do evento).
       */
      ended?: string;
      /**
       * Na página de um evento que já terminou, no lugar dos botões de salvar na agenda.
       */
      endedNote?: string;
      /**
       * Na página do evento, antes do dia.
       */
      dateLabel?: string;
      /**
       * Antes do horário (na página do evento; dito pelos leitores de tela nos cartões).
       */
      timeLabel?: string;
      /**
       * Antes do local (na página do evento; dito pelos leitores de tela nos cartões).
       */
      placeLabel?: string;
      /**
       * O link para o mapa com o caminho até o local, quando o evento é numa das igrejas.
       */
      directions?: string;
      /**
       * O link que abre o Google Agenda com o evento já preenchido.
       */
      addToGoogle?: string;
      /**
       * O link do arquivo .ics, que o celular ou o computador abre no calendário.
       */
      downloadIcs?: string;
      /**
       * O aviso depois de baixar o arquivo .ics; {titulo} é trocado pelo nome do evento.
       */
      icsSaved?: string;
      /**
       * O link para a agenda, no alto da página do evento, antes do nome da página da agenda ("Voltar para Agenda").
       */
      backToAgenda?: string;
      /**
       * Dito só ao leitor de tela no botão "Quero Participar" de cada cartão da agenda, entre o botão e o nome e o dia do evento ("Quero Participar do evento Noite de Louvor, sábado, 7 de novembro"): cada botão diz de qual evento é.
       */
      participateAbout?: string;
      /**
       * Dito só ao leitor de tela no link "Mais Informações" de cada cartão da agenda, entre o link e o nome e o dia do evento ("Mais Informações sobre Noite de Louvor, sábado, 7 de novembro").
       */
      moreInfoAbout?: string;
    };
    /**
     * O quadro do mapa antes de carregar (no bloco do mapa e na página de cada igreja): nada vem do Google até o visitante tocar no botão.
     */
    mapFacade?: {
      /**
       * Texto do botão que carrega o mapa.
       */
      loadMap?: string;
      /**
       * A frase ao lado do botão, que diz o que o Google recebe ao carregar o mapa.
       */
      privacyNotice?: string;
      /**
       * O link para a página de privacidade, depois da frase.
       */
      learnMore?: string;
      /**
       * Dito só ao leitor de tela depois do link ("Saiba mais sobre o mapa e a sua privacidade").
       */
      learnMoreAbout?: string;
      /**
       * O nome do mapa carregado, dito pelos leitores de tela. Use {lugar}, trocado pelo nome e endereço da igreja.
       */
      mapTitle?: string;
    };
    /**
     * As mensagens pregadas: a página de cada mensagem (/mensagens/...), as páginas de cada série, pregador e livro, os cartões das mensagens, o botão "Mostrar mais mensagens" e os vídeos do bloco Vídeos.
     */
    sermons?: {
      /**
       * O link do topo que volta para a lista de mensagens, antes do nome dela ("Voltar para Mensagens").
       */
      backTo?: string;
      /**
       * Depois do nome da série, antes do número da mensagem nela ("Série Salmos · parte 2").
       */
      partLabel?: string;
      /**
       * O nome do botão que toca o vídeo na própria página, para os leitores de tela, antes do título da mensagem.
       */
      watchHere?: string;
      /**
       * O link para ver o vídeo no YouTube.
       */
      watchOnYoutube?: string;
      /**
       * O título do quadro do áudio.
       */
      listenHeading?: string;
      /**
       * O link que baixa o áudio.
       */
      downloadAudio?: string;
      /**
       * O link que assina as mensagens no aplicativo de podcast do celular.
       */
      podcastApp?: string;
      /**
       * O nome do quadro de quem pregou, para os leitores de tela.
       */
      preacherLabel?: string;
      /**
       * O nome dos links para a mensagem anterior e a próxima, para os leitores de tela, antes do nome da série.
       */
      moreFromSeries?: string;
      /**
       * Acima do título da mensagem anterior da mesma série.
       */
      previousInSeries?: string;
      /**
       * Acima do título da próxima mensagem da mesma série.
       */
      nextInSeries?: string;
      /**
       * O botão no fim da página de uma mensagem, que leva à lista de todas.
       */
      allSermons?: string;
      /**
       * Na página de uma série que ainda não tem mensagens publicadas.
       */
      seriesEmpty?: string;
      /**
       * No cartão de uma mensagem que tem vídeo.
       */
      hasVideo?: string;
      /**
       * No cartão de uma mensagem que tem áudio.
       */
      hasAudio?: string;
      /**
       * O link de cada cartão para a página da mensagem.
       */
      seeSermon?: string;
      /**
       * Quantas mensagens a lista mostra, acima do botão "Mostrar mais". Use {n} e {total}, trocados pelos números ("Mostrando {n} de {total} mensagens").
       */
      shown?: string;
      /**
       * O botão que mostra mais mensagens na lista.
       */
      showMore?: string;
      /**
       * O botão enquanto as próximas mensagens chegam.
       */
      loading?: string;
      /**
       * O botão depois de uma falha ao buscar mais mensagens.
       */
      retry?: string;
      /**
       * O aviso quando não foi possível buscar mais mensagens.
       */
      loadFailed?: string;
      /**
       * O que os leitores de tela dizem quando chega uma mensagem a mais.
       */
      addedOne?: string;
      /**
       * O que os leitores de tela dizem quando chegam várias mensagens. Use {n}, trocado pelo número ("{n} mensagens adicionadas").
       */
      addedMany?: string;
      /**
       * O nome do vídeo do YouTube depois que ele começa a tocar, dito pelos leitores de tela, na página de cada mensagem e no bloco Vídeos. {titulo} é trocado pelo título da mensagem.
       */
      videoTitle?: string;
    };
    /**
     * As palavras dos formulários de contato e de pedido de oração que valem para os dois: os botões de envio, o aviso de falha, o "(opcional)" dos campos.
     */
    forms?: {
      /**
       * Depois do nome de um campo que não é obrigatório.
       */
      optional?: string;
      /**
       * A dica abaixo do campo da mensagem ou do pedido. Use {n}, trocado pelo número mínimo de letras ("Escreva pelo menos {n} caracteres.").
       */
      minLengthHint?: string;
      /**
       * O botão que leva o texto para o WhatsApp da igreja.
       */
      sendByWhatsapp?: string;
      /**
       * O botão que leva o texto para o e-mail da igreja.
       */
      sendByEmail?: string;
      /**
       * O botão de envio enquanto o texto segue para o serviço de formulários.
       */
      sending?: string;
      /**
       * O título do aviso quando o serviço de formulários não recebeu o texto.
       */
      sendFailed?: string;
      /**
       * O botão de envio depois de uma falha.
       */
      sendAgain?: string;
      /**
       * O que aparece por um instante depois de enviar, enquanto o quadro de confirmação carrega.
       */
      wait?: string;
    };
  };
}
/**
 * Um documento legal: o nome que aparece e a página do site onde ele está.
 */
export interface LegalLink {
  /**
   * Nome do documento, como aparece no link (ex.: "Termos de Uso").
   */
  label: string;
  /**
   * Página do site onde o documento está (ex.: "/termos").
   */
  href: string;
}
export interface EventTypeColors {
  /**
   * Nome do tipo, como aparece na etiqueta do cartão e como os eventos o escolhem (ex.: "Retiro").
   */
  name: string;
  color: Color26;
  background?: Color27;
}
