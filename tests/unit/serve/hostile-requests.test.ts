import { connect } from "node:net";
import { describe, expect, it } from "vitest";
import { chooseEncoding } from "../../../src/build/serve/compression";
import { startStaticServer } from "../../../src/build/serve/static-server";
import { useServedFolder } from "./served-folder";

const served = useServedFolder();

/** Sends raw bytes on a fresh connection and returns all the server wrote before it closed. */
function rawExchange(port: number, request: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, "127.0.0.1");
    const chunks: Buffer[] = [];
    socket.on("data", (chunk) => chunks.push(chunk));
    // The server may close while we are still writing a huge request: what it answered still counts.
    socket.on("error", (error: NodeJS.ErrnoException) => (error.code === "ECONNRESET" || error.code === "EPIPE" ? undefined : reject(error)));
    socket.on("close", () => resolve(Buffer.concat(chunks).toString("utf8")));
    socket.end(request);
  });
}

describe("requests the local server must survive", () => {
  it.each([
    ["garbage", "NÃO É HTTP\r\n\r\n", "400", "Pedido malformado"],
    ["a broken request line", "GET /sobre HTTP/9\r\nHost: x\r\n\r\n", "400", "Pedido malformado"],
    ["a method HTTP does not know", "BREW /sobre HTTP/1.1\r\nHost: x\r\n\r\n", "400", "Pedido malformado"],
    ["headers over Node's limit", `GET /sobre HTTP/1.1\r\nHost: x\r\nX-Big: ${"a".repeat(20_000)}\r\n\r\n`, "431", "Pedido grande demais"],
    ["an address over Node's limit", `GET /${"a".repeat(20_000)} HTTP/1.1\r\nHost: x\r\n\r\n`, "431", "Pedido grande demais"],
  ])("answers %s with a short pt-BR reason, then serves the next request", async (_name, request, status, reason) => {
    const answer = await rawExchange(served.port, request);
    expect(answer).toMatch(new RegExp(`^HTTP/1.1 ${status} `));
    expect(answer).toContain(reason);
    expect((await fetch(`${served.url}/sobre`)).status).toBe(200);
  });

  it("refuses a busy port with an error instead of ending the process", async () => {
    const second = startStaticServer({ distDir: served.dir, port: served.port });
    await expect(second).rejects.toMatchObject({ code: "EADDRINUSE" });
  });
});

describe("the encoding a request accepts", () => {
  it.each([
    [undefined, undefined],
    ["", undefined],
    ["gzip, deflate, br", "br"],
    ["gzip", "gzip"],
    ["br;q=0, gzip", "gzip"],
    ["br;q=0.5, gzip;q=0.8", "gzip"],
    ["identity", undefined],
    ["*", "br"],
    ["*;q=0", undefined],
    ["gzip;q=0, *", "br"],
    ["BR;Q=1", "br"],
    ["br;q=abc", undefined],
  ])("%j chooses %j", (header, encoding) => {
    expect(chooseEncoding(header)).toBe(encoding);
  });
});
