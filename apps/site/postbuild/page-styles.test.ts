import { pageNames, stylesForPage } from "./page-styles";

const on = (html: string, scripts: string[] = []) => pageNames(html, scripts);

describe("pageNames", () => {
  it("reads the classes and ids of the page's elements and the words of its scripts, inline ones too", () => {
    const names = on(
      '<body class="a b"><p id="intro" class="c">Hi</p><script>d.classList.toggle("dark")</script></body>',
      ['el.className="_toast1"'],
    );

    expect([...names.classes]).toEqual(["a", "b", "c"]);
    expect([...names.ids]).toEqual(["intro"]);
    expect(names.words).toContain("dark");
    expect(names.words).toContain("_toast1");
  });
});

describe("stylesForPage", () => {
  it("keeps the rules whose classes and ids are on the page and drops the rest", () => {
    const css = ".a{color:red}.gone{color:blue}#intro{margin:0}#other{margin:1px}.a .gone{color:green}";

    expect(stylesForPage(css, on('<p id="intro" class="a">Hi</p>'))).toBe(".a{color:red}#intro{margin:0}");
  });

  it("keeps a rule for a class only a script of the page names, such as an island's toast", () => {
    const css = "._toast1{position:fixed}._unused{color:red}";

    expect(stylesForPage(css, on("<p>Hi</p>", ['jsx("div",{className:"_toast1"})']))).toBe("._toast1{position:fixed}");
  });

  it("keeps the selectors of a list that can match and drops the others", () => {
    expect(stylesForPage(".a,.gone,.b:hover{color:red}", on('<p class="a b">Hi</p>'))).toBe(".a,.b:hover{color:red}");
  });

  it("keeps rules of elements, attributes, custom properties and the page's whole-document selectors", () => {
    const css =
      ":root{--gr-color:#000}*,*:before{box-sizing:border-box}h1,h2{margin:0}[hidden]{display:none!important}" +
      "dialog[open]{inset:0}:focus-visible{outline:3px solid}";

    expect(stylesForPage(css, on("<p>Hi</p>"))).toBe(css);
  });

  it("keeps the dark theme, whose class a script sets, and does not judge what a pseudo-class holds", () => {
    const css =
      ":root:is(.dark,:has(input[data-dark-mode-switch]:checked)){color-scheme:dark}" +
      ":root:is(.dark,:has(input[data-dark-mode-switch]:checked)) .a{color:white}" +
      ".a:not(.b){color:red}.a:has(.c:checked){color:blue}";

    expect(stylesForPage(css, on('<p class="a">Hi</p>'))).toBe(css);
  });

  it("drops the dark theme's rule for a class the page lacks", () => {
    const css = ":root:is(.dark,:has(input:checked)) .gone{color:white}.a{color:red}";

    expect(stylesForPage(css, on('<p class="a">Hi</p>'))).toBe(".a{color:red}");
  });

  it("keeps a media or supports block with a kept rule in it and removes one left empty", () => {
    const css =
      "@media (min-width:768px){.a{padding:1rem}.gone{padding:0}}@media (hover:hover){.gone:hover{color:red}}" +
      "@supports (display:grid){@media print{.gone{display:none}}}";

    expect(stylesForPage(css, on('<p class="a">Hi</p>'))).toBe("@media (min-width:768px){.a{padding:1rem}}");
  });

  it("keeps font faces, the view transition and other at-rules of declarations", () => {
    const css = "@font-face{font-family:Inter;src:url(/inter.woff2)}@view-transition{navigation:auto}.gone{color:red}";

    expect(stylesForPage(css, on("<p>Hi</p>"))).toBe(
      "@font-face{font-family:Inter;src:url(/inter.woff2)}@view-transition{navigation:auto}",
    );
  });

  it("keeps the keyframes a kept rule animates with and drops those only dropped rules used", () => {
    const css =
      "@keyframes _fade{0%{opacity:0}to{opacity:1}}@keyframes _spin{to{rotate:1turn}}" +
      ".a{animation:_fade .3s ease}.gone{animation-name:_spin}";

    expect(stylesForPage(css, on('<p class="a">Hi</p>'))).toBe(
      "@keyframes _fade{0%{opacity:0}to{opacity:1}}.a{animation:_fade .3s ease}",
    );
  });

  it("keeps keyframes a style attribute of the page names, through a custom property", () => {
    const css = "@keyframes _pulse{50%{opacity:.5}}.a{animation:var(--motion) 1s}";

    expect(stylesForPage(css, on('<p class="a" style="--motion:_pulse">Hi</p>'))).toBe(css);
  });

  it("keeps keyframes a script of the page names", () => {
    const css = "@keyframes _spin{to{rotate:1turn}}";

    expect(stylesForPage(css, on("<p>Hi</p>", ['el.style.animationName="_spin"']))).toBe(css);
  });
});
