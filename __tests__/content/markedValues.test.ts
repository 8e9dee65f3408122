import { Type } from "@sinclair/typebox";
import { markedValues } from "../../src/content/markedValues";

const model = Type.Object({
  title: Type.String(),
  page: Type.String({ "x-site-page": true }),
  faq: Type.Object({
    items: Type.Array(
      Type.Object({
        question: Type.String(),
        answer: Type.String({ "x-reading-target": "fácil" }),
      }),
    ),
  }),
});

describe("markedValues: the values whose field carries a mark of the model", () => {
  const data = {
    title: "Catarata",
    page: "/catarata/",
    faq: {
      items: [
        { question: "Dói?", answer: "Não." },
        { question: "Demora?", answer: "Pouco." },
      ],
    },
    unknown: { answer: "not in the model" },
  };

  it.each<[string, [string, string, unknown][]]>([
    ["x-site-page", [["page", "/catarata/", true]]],
    [
      "x-reading-target",
      [
        ["faq.items[0].answer", "Não.", "fácil"],
        ["faq.items[1].answer", "Pouco.", "fácil"],
      ],
    ],
    ["x-graphql-link", []],
  ])("%s", (mark, expected) => {
    expect(
      markedValues(model, data, mark).map(({ path, value, mark: own }) => [path, value, own]),
    ).toEqual(expected);
  });

  it("hands over the card each value belongs to", () => {
    expect(
      markedValues(model, data, "x-reading-target").map(({ parent }) => parent?.question),
    ).toEqual(["Dói?", "Demora?"]);
  });
});
