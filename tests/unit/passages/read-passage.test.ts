import { describe, expect, it } from "vitest";
import { readPassage } from "../../../src/engine/core/passages/read-passage";

// How Brazilians write a passage, in bulletins, slides and WhatsApp messages, each read to its one stored form.
const SPELLINGS: [written: string, stored: string][] = [
  ["Jo 3.16", "João 3:16"],
  ["João 3:16", "João 3:16"],
  ["joão 3:16", "João 3:16"],
  ["Joao 3:16", "João 3:16"],
  ["Jo 3,16", "João 3:16"],
  ["Jo 3:16-18", "João 3:16-18"],
  ["João 3:16-18", "João 3:16-18"],
  ["Jo 3,16-18", "João 3:16-18"],
  ["Jo 3:36-4:2", "João 3:36-4:2"],
  ["1 Co 13", "1 Coríntios 13"],
  ["1Co 13", "1 Coríntios 13"],
  ["1 Cor 13:1-13", "1 Coríntios 13"],
  ["1Coríntios 13:4-7", "1 Coríntios 13:4-7"],
  ["I Coríntios 13.4-7", "1 Coríntios 13:4-7"],
  ["Sl 23", "Salmos 23"],
  ["Salmo 23", "Salmos 23"],
  ["Salmos 23:1-6", "Salmos 23"],
  ["Sl 91.1", "Salmos 91:1"],
  ["I Samuel 17", "1 Samuel 17"],
  ["1Sm 17", "1 Samuel 17"],
  ["II Timóteo 3:16", "2 Timóteo 3:16"],
  ["ii tm 3.16", "2 Timóteo 3:16"],
  ["2 Tm 3.16", "2 Timóteo 3:16"],
  ["Gn 1:1-2:3", "Gênesis 1:1-2:3"],
  ["Êx 14.14", "Êxodo 14:14"],
  ["Ex 14", "Êxodo 14"],
  ["Is 43.19", "Isaías 43:19"],
  ["Isaias 43:19", "Isaías 43:19"],
  ["Mt 5-7", "Mateus 5-7"],
  ["Mateus 28.19,20", "Mateus 28:19-20"],
  ["Lc 15.11-32", "Lucas 15:11-32"],
  ["At 2.1-4", "Atos 2:1-4"],
  ["Rm 8.28", "Romanos 8:28"],
  ["Ef 2.8-9", "Efésios 2:8-9"],
  ["Fp 4:13", "Filipenses 4:13"],
  ["Hb 11", "Hebreus 11"],
  ["Tg 1.2-4", "Tiago 1:2-4"],
  ["1 Jo 1.9", "1 João 1:9"],
  ["Ap 22.20", "Apocalipse 22:20"],
  ["Cantares 2", "Cânticos 2"],
  ["Rute", "Rute"],
];

describe("a passage, as Brazilians write it", () => {
  it.each(SPELLINGS)("%s is stored as %s", (written, stored) => {
    const reading = readPassage(written);
    expect(reading).toEqual({ passage: expect.objectContaining({ text: stored }) });
    // The stored form reads back to itself: storing is idempotent, and the same passage has one OSIS.
    expect(readPassage(stored)).toEqual(reading);
  });

  it("reads every spelling of one passage to the same book and OSIS", () => {
    const osis = ["Jo 3.16", "João 3:16", "Jo 3,16", "joao 3:16"].map((written) => ("passage" in readPassage(written) ? readPassage(written) : undefined));
    expect(new Set(osis.map((reading) => JSON.stringify(reading)))).toHaveLength(1);
    expect(osis[0]).toEqual({ passage: { book: "John", osis: "John.3.16", text: "João 3:16" } });
  });
});

describe("a passage that does not exist is refused, saying what was probably meant", () => {
  it.each([
    ["Jao 3:16", 'não há livro da Bíblia chamado "Jao". Você quis dizer "João"?'],
    ["Xyz 3", 'não há livro da Bíblia chamado "Xyz". Escreva o livro e o capítulo'],
    ["Jo 30", 'o capítulo 30 não existe: João tem 21 capítulos. Você quis dizer "Jó 30"?'],
    ["Sl 151", "o capítulo 151 não existe: Salmos tem 150 capítulos. Confira o livro e o capítulo"],
    ["Mt 29:1", "o capítulo 29 não existe: Mateus tem 28 capítulos"],
    ["Jo 3:99", "o versículo 99 não existe: João 3 tem 36 versículos"],
    ["1Co 13:4-99", "a passagem passa do fim do capítulo: 1 Coríntios 13 tem 13 versículos"],
    ["João 3:16 fala do amor", "escreva só a passagem"],
    ["At 2.4; 1 Co 12.7-8", "tem mais de uma passagem: escreva uma em cada item da lista"],
    ["", "passagem vazia"],
  ])("%s", (written, message) => {
    const reading = readPassage(written);
    expect(reading).toEqual({ problem: expect.stringContaining(message) });
  });
});
