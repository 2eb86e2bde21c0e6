import { SentPanel, type Sent, type SentCopy } from "@/site/components/form/sent-panel";

const copy: SentCopy = {
  whatsapp: {
    heading: "Sua mensagem está pronta no WhatsApp",
    text: "Abrimos o WhatsApp da igreja com o seu texto já escrito: é só tocar em enviar. Se o aplicativo não abriu, use o botão abaixo. O texto continua guardado aqui até você confirmar que enviou.",
    again: "Abrir o WhatsApp de novo",
  },
  email: {
    heading: "Sua mensagem está pronta no e-mail",
    text: "Abrimos o seu aplicativo de e-mail com a mensagem e o assunto preenchidos: é só enviar. Se nenhum aplicativo abriu, volte e envie pelo WhatsApp. O texto continua guardado aqui até você confirmar que enviou.",
    again: "Abrir o e-mail de novo",
  },
  endpoint: {
    heading: "Mensagem enviada. Obrigado!",
    text: "Recebemos o que você escreveu e vamos responder pelo telefone ou e-mail que você deixou. Deus abençoe!",
  },
  blocked: {
    heading: "Falta um toque para abrir o WhatsApp",
    text: "O navegador não deixou o site abrir uma nova aba. Toque no botão abaixo para abrir o WhatsApp com a sua mensagem já escrita. O texto continua guardado aqui até você confirmar que enviou.",
    again: "Abrir o WhatsApp",
  },
  edit: "Voltar e editar a mensagem",
  done: { handedOff: "Já enviei: escrever outra mensagem", sent: "Escrever outra mensagem" },
};

/** The contact form's "sent" panel: loaded only once the visitor starts on the form. */
export function ContactSent(props: { sent: Sent; onEdit: () => void; onDone: () => void }) {
  return <SentPanel copy={copy} {...props} />;
}
