import { describe, expect, it } from "vitest";
import { readCategory } from "@/site/blocks/post-list/category-param";
import type { PostCategory } from "@/site/data/posts";

const categories: PostCategory[] = [
  { name: "Mês Profético", slug: "mes-profetico", count: 9 },
  { name: "Família", slug: "familia", count: 2 },
];
const read = (query: string) => readCategory(new URLSearchParams(query), categories);

describe("?category= as visitors and shared links write it", () => {
  it("means Todos when absent, empty or blank", () => {
    for (const query of ["", "category=", "category=%20%20", "outro=1"]) expect(read(query), query).toEqual({ kind: "todos" });
  });

  it("finds a category whatever the case, accents or spacing, and gives its own name", () => {
    for (const query of [
      "category=M%C3%AAs%20Prof%C3%A9tico",
      "category=mes%20profetico",
      "category=MES+PROFETICO",
      "category=%20m%C3%AAs%20%20prof%C3%A9tico%20",
    ]) {
      expect(read(query), query).toEqual({ kind: "known", category: categories[0] });
    }
    expect(read("category=familia")).toEqual({ kind: "known", category: categories[1] });
  });

  it("keeps an unknown category as asked, for the empty state", () => {
    expect(read("category=Louvor")).toEqual({ kind: "unknown", requested: "Louvor" });
  });

  it("reads the last one when the parameter repeats", () => {
    expect(read("category=Louvor&category=familia")).toEqual({ kind: "known", category: categories[1] });
    expect(read("category=familia&category=Louvor")).toEqual({ kind: "unknown", requested: "Louvor" });
    expect(read("category=familia&category=")).toEqual({ kind: "todos" });
  });
});
