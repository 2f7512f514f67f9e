import { describe, expect, test } from "vitest";
import { takePreparedReads } from "./prepared-reads";

function page(body: string): Document {
  const doc = document.implementation.createHTMLDocument("page");
  doc.body.innerHTML = body;
  return doc;
}

describe("the reads the server embedded in the page", () => {
  test("are read once: the element is gone after", () => {
    const doc = page(
      '<script type="application/json" id="first-reads">{"auth.user":null,"auth.config":{"signup":true,"demo":false}}</script>',
    );
    expect(takePreparedReads(doc)).toEqual({
      "auth.user": null,
      "auth.config": { signup: true, demo: false },
    });
    expect(doc.getElementById("first-reads")).toBeNull();
    expect(takePreparedReads(doc)).toBeUndefined();
  });

  test("keep the escaped characters the server wrote", () => {
    const doc = page(
      '<script type="application/json" id="first-reads">{"auth.user":{"name":"\\u003c/script>"}}</script>',
    );
    expect(takePreparedReads(doc)).toEqual({ "auth.user": { name: "</script>" } });
  });

  test("are none when the page has none, or what it has is not an object of answers", () => {
    expect(takePreparedReads(page("<div id='root'></div>"))).toBeUndefined();
    expect(
      takePreparedReads(page('<script type="application/json" id="first-reads">[1]</script>')),
    ).toBeUndefined();
    expect(
      takePreparedReads(page('<script type="application/json" id="first-reads">{oops</script>')),
    ).toBeUndefined();
    expect(takePreparedReads(page('<div id="first-reads">{"auth.user":null}</div>'))).toBeUndefined();
  });
});
