import { articleBodyHtml, bodyProblems, type BodyImage } from "../../src/articles/articleBody";

describe("articleBodyHtml: Markdown to the page's HTML, sanitised", () => {
  it.each([
    ["## O que é\n\nTexto.", "<h2>O que é</h2>\n<p>Texto.</p>"],
    ["# Um\n\n## Dois", "<h2>Um</h2>\n<h3>Dois</h3>"],
    ["### Só terceiro nível", "<h2>Só terceiro nível</h2>"],
    ["- um\n- dois", "<ul>\n<li>um</li>\n<li>dois</li>\n</ul>"],
    ["**forte** e _leve_", "<p><strong>forte</strong> e <em>leve</em></p>"],
    ["[catarata](/catarata)", '<p><a href="/catarata/">catarata</a></p>'],
    ["[NEI](https://www.nei.nih.gov/)", '<p><a href="https://www.nei.nih.gov/">NEI</a></p>'],
    ["[clique](javascript:alert(1))", "<p>clique</p>"],
    ["[velho](http://example.com)", "<p>velho</p>"],
    ["<script>alert(1)</script>", ""],
    ['<img src=x onerror="alert(1)">', ""],
    ['Antes <iframe src="https://evil.example"></iframe> depois', "<p>Antes  depois</p>"],
    ['<div onclick="alert(1)">texto</div>', ""],
    ["> citação", "<blockquote>\n<p>citação</p>\n</blockquote>"],
  ])("%j -> %j", (markdown, html) => {
    expect(articleBodyHtml(markdown)).toBe(html);
  });

  it("draws a photo the build made as a picture, with its size and lazily; drops one it did not make", () => {
    const made: BodyImage = {
      src: "/static/artigos/olho-1a2b.jpg",
      width: 960,
      height: 640,
      sources: [{ type: "image/webp", srcSet: "/static/artigos/olho-1a2b.webp" }],
    };
    const images = new Map([["../images/olho.jpg", made]]);
    expect(articleBodyHtml("![Um olho de perto](../images/olho.jpg)", images)).toBe(
      '<p><picture><source type="image/webp" srcset="/static/artigos/olho-1a2b.webp"><img src="/static/artigos/olho-1a2b.jpg" alt="Um olho de perto" width="960" height="640" loading="lazy" decoding="async"></picture></p>',
    );
    expect(articleBodyHtml("![Outro](../images/outro.jpg)", images)).toBe("");
  });
});

describe("bodyProblems: what stops the build, and what it warns of", () => {
  const sitePages = new Set(["/", "/catarata/", "/conteudos/glaucoma/"]);
  const rules = (markdown: string) =>
    bodyProblems(markdown, { sitePages }).problems.map(({ severity, rule }) => [severity, rule]);

  it.each([
    ["Texto com [a catarata](/catarata) e [o NEI](https://www.nei.nih.gov/).", []],
    ["[glaucoma](/conteudos/glaucoma/#sintomas)", []],
    ["[ligue](tel:+5598987654321) ou [escreva](mailto:a@b.com.br)", []],
    [
      "![](../images/olho.jpg)",
      [["error", 'has an image without a description (alt text): "../images/olho.jpg"']],
    ],
    [
      "![Um olho](https://outro.example/olho.jpg)",
      [
        [
          "error",
          'has an image that is not a photo of src/images (choose it in the editor): "https://outro.example/olho.jpg"',
        ],
      ],
    ],
    ["[preço](/precos)", [["error", 'links to "/precos", a page the site does not have']]],
    [
      "[site](http://example.com)",
      [["error", 'links to "http://example.com": write https:// (a secure address)']],
    ],
    [
      "[site](catarata)",
      [
        [
          "error",
          'links to "catarata": a page of this site starts with "/", another site with https://',
        ],
      ],
    ],
    [
      "[x](javascript:alert(1))",
      [
        [
          "warning",
          'has a "javascript:" link, which is left out of the page: "javascript:alert(1)"',
        ],
      ],
    ],
    [
      "<script>alert(1)</script>",
      [["warning", 'has HTML, which is left out of the page: "<script>alert(1)</script>"']],
    ],
  ])("%j", (markdown, expected) => {
    expect(rules(markdown)).toEqual(expected);
  });

  it("returns each photo of the body once, for the build to make", () => {
    expect(
      bodyProblems(
        "![A](../images/a.jpg)\n\n![B](../images/b.png)\n\n![A de novo](../images/a.jpg)",
        {
          sitePages,
        },
      ).images,
    ).toEqual(["../images/a.jpg", "../images/b.png"]);
  });
});
