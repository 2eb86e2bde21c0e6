import type { Duplex } from "node:stream";

/** What Node's parser reports, mapped to the status a visitor gets and a short pt-BR reason. */
const ANSWERS: Record<string, [status: string, text: string]> = {
  HPE_HEADER_OVERFLOW: ["431 Request Header Fields Too Large", "Pedido grande demais: o endereço ou os cabeçalhos passam do limite."],
  ERR_HTTP_REQUEST_TIMEOUT: ["408 Request Timeout", "O pedido demorou demais para chegar. Tente de novo."],
};
const MALFORMED: [string, string] = ["400 Bad Request", "Pedido malformado: o servidor não entendeu o que foi enviado."];

/**
 * Answers a request Node could not parse (garbage, headers over the limit, a client too slow to send
 * them) with a plain-text reason and closes that connection. The handler must not throw: an error
 * here would reach the process. A connection already gone gets nothing.
 */
export function answerClientError(error: NodeJS.ErrnoException, socket: Duplex) {
  if (error.code === "ECONNRESET" || !socket.writable) {
    socket.destroy();
    return;
  }
  const [status, text] = ANSWERS[error.code ?? ""] ?? MALFORMED;
  const body = Buffer.from(text);
  const head = `HTTP/1.1 ${status}\r\nContent-Type: text/plain; charset=utf-8\r\nContent-Length: ${body.length}\r\nConnection: close\r\n\r\n`;
  socket.end(Buffer.concat([Buffer.from(head), body]));
}
