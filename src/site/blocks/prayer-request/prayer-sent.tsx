import { SentPanel, type Sent, type SentCopy } from "@/site/components/form/sent-panel";

const KEPT = "O texto continua guardado aqui até você confirmar que enviou.";

const copy: SentCopy = {
  whatsapp: {
    heading: "Seu pedido está pronto no WhatsApp",
    text: `Abrimos o WhatsApp da igreja com o seu pedido já escrito: é só tocar em enviar. Se o aplicativo não abriu, use o botão abaixo. ${KEPT}`,
    again: "Abrir o WhatsApp de novo",
  },
  email: {
    heading: "Seu pedido está pronto no e-mail",
    text: `Abrimos o seu aplicativo de e-mail com o pedido já escrito: é só enviar. Se nenhum aplicativo abriu, volte e envie pelo WhatsApp. ${KEPT}`,
    again: "Abrir o e-mail de novo",
  },
  endpoint: {
    heading: "Pedido recebido. Estamos orando com você.",
    text: "A equipe de oração recebeu o seu pedido. Se você deixou um telefone ou e-mail, alguém da equipe poderá falar com você. Deus abençoe!",
  },
  blocked: {
    heading: "Falta um toque para abrir o WhatsApp",
    text: `O navegador não deixou o site abrir uma nova aba. Toque no botão abaixo para abrir o WhatsApp com o seu pedido já escrito. ${KEPT}`,
    again: "Abrir o WhatsApp",
  },
  edit: "Voltar e editar o pedido",
  done: { handedOff: "Já enviei: fazer outro pedido", sent: "Fazer outro pedido" },
};

/** The prayer form's "sent" panel: loaded only once the visitor starts on the form. */
export function PrayerSent(props: { sent: Sent; onEdit: () => void; onDone: () => void }) {
  return <SentPanel copy={copy} {...props} />;
}
