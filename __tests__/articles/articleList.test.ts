import { articlesByCondition, type ListedArticle } from "../../src/articles/articleList";

const a = (
  slug: string,
  condition: string,
  publishedOn: string,
  reviewedOn?: string,
): ListedArticle => ({
  slug,
  title: slug,
  condition,
  publishedOn,
  reviewedOn,
  confirmed: reviewedOn !== undefined,
});

describe("articlesByCondition: grouped by condition, newest reviewed first", () => {
  it.each<[string, ListedArticle[], [string, string[]][]]>([
    ["one article", [a("x", "catarata", "2026-01-01")], [["catarata", ["x"]]]],
    [
      "a reviewed article before a newer draft",
      [
        a("rascunho", "catarata", "2026-06-01"),
        a("revisado", "catarata", "2026-01-01", "2026-02-01"),
      ],
      [["catarata", ["revisado", "rascunho"]]],
    ],
    [
      "the newest review first",
      [
        a("antigo", "glaucoma", "2026-01-01", "2026-01-05"),
        a("novo", "glaucoma", "2026-01-01", "2026-05-05"),
      ],
      [["glaucoma", ["novo", "antigo"]]],
    ],
    [
      "drafts newest published first",
      [a("velho", "pterigio", "2025-01-01"), a("recente", "pterigio", "2026-01-01")],
      [["pterigio", ["recente", "velho"]]],
    ],
    [
      "the group with the newest reviewed article leads",
      [
        a("c", "catarata", "2026-01-01"),
        a("g", "glaucoma", "2026-01-01", "2026-03-01"),
        a("c2", "catarata", "2026-01-01", "2026-02-01"),
      ],
      [
        ["glaucoma", ["g"]],
        ["catarata", ["c2", "c"]],
      ],
    ],
  ])("%s", (_case, articles, groups) => {
    expect(
      articlesByCondition(articles).map((group) => [
        group.condition,
        group.articles.map((x) => x.slug),
      ]),
    ).toEqual(groups);
  });

  it("a review date without the switch on counts as a draft", () => {
    const unconfirmed = {
      ...a("sem-revisao", "catarata", "2026-01-01", "2026-09-01"),
      confirmed: false,
    };
    const groups = articlesByCondition([
      unconfirmed,
      a("revisado", "catarata", "2026-01-01", "2026-02-01"),
    ]);
    expect(groups[0]!.articles.map((x) => x.slug)).toEqual(["revisado", "sem-revisao"]);
  });

  it("names each group as patients read it", () => {
    expect(articlesByCondition([a("v", "presbiopia", "2026-01-01")])[0]!.label).toBe(
      "Vista cansada (presbiopia)",
    );
  });
});
