// graphrag's page: ask a question, read the hits and their reasons, see each graph hit's path
// (entity -> sentence -> entity) and an entity's neighbourhood. Plain JavaScript and hand-written
// SVG, no library and no build step. Text from the index is only ever set as text (never as HTML).
"use strict";
(() => {
  const $ = (id) => document.getElementById(id);
  const SVGNS = "http://www.w3.org/2000/svg";
  const KEY = "graphrag-api-key";
  const STOP = new Set(("a an and are as at be by did do does for from had has have how i in is it its of on or " +
    "so that the their them then there these this to was we were what when where which who whom whose why " +
    "will with you your can should would could into about after before over under than my our").split(" "));
  const choices = JSON.parse($("choices").textContent);
  let svgCount = 0;

  // -- small builders --------------------------------------------------------------------------
  function el(tag, attrs, ...children) {
    const node = document.createElement(tag);
    for (const [name, value] of Object.entries(attrs || {})) {
      if (name === "text") node.textContent = value;
      else if (value !== undefined && value !== null) node.setAttribute(name, value);
    }
    for (const child of children) node.append(child);
    return node;
  }

  function svgEl(tag, attrs, ...children) {
    const node = document.createElementNS(SVGNS, tag);
    for (const [name, value] of Object.entries(attrs || {})) {
      if (name === "text") node.textContent = value;
      else node.setAttribute(name, String(value));
    }
    for (const child of children) node.append(child);
    return node;
  }

  function entityButton(name) {
    return el("button", { type: "button", class: "ent", "data-entity": name, text: name });
  }

  function showStatus(text, kind) {
    const box = $("status");
    box.hidden = !text;
    box.textContent = text || "";
    box.className = "status" + (kind === "error" ? " error" : "");
  }

  // -- the API ---------------------------------------------------------------------------------
  class ApiError extends Error {
    constructor(status, message) {
      super(message);
      this.status = status;
    }
  }

  async function api(path, body) {
    const headers = { "Content-Type": "application/json" };
    const key = sessionStorage.getItem(KEY);
    if (key) headers.Authorization = "Bearer " + key;
    let response;
    try {
      response = await fetch(path, { method: body ? "POST" : "GET", headers, body: body ? JSON.stringify(body) : undefined });
    } catch (e) {
      throw new ApiError(0, "the graphrag server does not answer (" + e.message + "); is `graphrag serve` still running?");
    }
    let data;
    try {
      data = await response.json();
    } catch (e) {
      data = { error: response.status + " " + response.statusText };
    }
    if (response.status === 401) {
      askForKey();
      throw new ApiError(401, "this server needs its API key (GRAPHRAG_API_KEY): type it above");
    }
    if (!response.ok) throw new ApiError(response.status, data.error || response.statusText);
    return data;
  }

  function askForKey() {
    $("keyform").hidden = false;
    showStatus("This server needs its API key (GRAPHRAG_API_KEY) for every question: type it above.", "error");
    $("key").focus();
  }

  // -- the index's state -----------------------------------------------------------------------
  async function watchHealth() {
    let status, data;
    try {
      const response = await fetch("/health");
      status = response.status;
      data = await response.json();
    } catch (e) {
      showStatus("The graphrag server does not answer; is `graphrag serve` still running? Trying again…", "error");
      setTimeout(watchHealth, 5000);
      return;
    }
    if (status === 200) {
      showStatus("");
      loadStats();
      return;
    }
    if (data.status === "loading" || data.status === "warming") {
      showStatus("The models are still loading; questions can be asked in a moment…", "wait");
      setTimeout(watchHealth, 2000);
      return;
    }
    // /health tells anyone the state only; the reason, with the store and its address, comes
    // from an endpoint behind the API key
    const detail = await whyNotReady();
    if (data.status === "no index") {
      showStatus("There is no index yet" + (detail ? " (" + detail + ")" : "") +
        ". Ingest documents first: graphrag ingest DIR --index DIR.", "error");
    } else {
      const down = data.down && data.down.length ? " (down: " + data.down.join(", ") + ")" : "";
      showStatus("The index could not be loaded: is a server store down?" + down + " " + (detail || data.status) +
        ". Start the store, then restart graphrag serve.", "error");
    }
    setTimeout(watchHealth, 5000);
  }

  async function whyNotReady() {
    try {
      await api("/stats");
      return "";
    } catch (e) {
      return e.status === 401 ? "" : e.message;
    }
  }

  async function loadStats() {
    try {
      const s = await api("/stats");
      const parts = [s.documents + " documents", s.chunks + " chunks", s.entities + " entities",
        s.relations + " relations", "generation " + s.generation, s.graph_store + " / " + s.vector_store];
      $("stats").textContent = s.index + ": " + parts.join(" · ");
      document.body.dataset.stats = "loaded";
      if (!s.chunks) showStatus("The index is empty: ingest documents with graphrag ingest DIR --index " + s.index + ".", "error");
      else if (s.warning) showStatus(s.warning, "error");
    } catch (e) {
      if (e.status !== 401) showStatus(e.message, "error");
    }
  }

  // -- the question ----------------------------------------------------------------------------
  function matcher(words) {
    const stems = new Set();
    for (const w of words) {
      const lower = w.toLowerCase();
      if (STOP.has(lower) || lower.length < 2) continue;
      stems.add(lower.length > 4 ? lower.replace(/(ies|es|s|ed|ing)$/, "") : lower);
    }
    if (!stems.size) return null;
    const alternatives = [...stems].sort((a, b) => b.length - a.length)
      .map((s) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"));
    return new RegExp("(?<![\\p{L}\\p{N}])(?:" + alternatives.join("|") + ")[\\p{L}\\p{N}]*", "giu");
  }

  function marked(text, pattern) {
    const box = el("div", { class: "text" });
    if (!pattern) {
      box.textContent = text;
      return box;
    }
    let last = 0;
    for (const m of text.matchAll(pattern)) {
      if (m.index > last) box.append(text.slice(last, m.index));
      box.append(el("mark", { text: m[0] }));
      last = m.index + m[0].length;
    }
    box.append(text.slice(last));
    return box;
  }

  function wrap(text, width, maxLines) {
    const lines = [];
    let line = "";
    for (const word of text.split(/\s+/).filter(Boolean)) {
      if (line && (line + " " + word).length > width) {
        lines.push(line);
        line = word;
      } else line = line ? line + " " + word : word;
    }
    if (line) lines.push(line);
    if (lines.length > maxLines) {
      lines.length = maxLines;
      lines[maxLines - 1] = lines[maxLines - 1].replace(/\s*\S*$/, "") + " …";
    }
    return lines.map((l) => (l.length > width + 2 ? l.slice(0, width) + "…" : l));
  }

  function box(x, y, w, h, lines, cls, name) {
    const g = svgEl("g", { class: cls });
    if (name) g.setAttribute("data-entity", name);
    g.append(svgEl("rect", { x, y, width: w, height: h, rx: cls === "node" ? 12 : 4 }));
    const top = y + h / 2 - ((lines.length - 1) * 14) / 2 + 4;
    lines.forEach((line, i) => g.append(svgEl("text", { x: x + w / 2, y: top + i * 14, "text-anchor": "middle", text: line })));
    return g;
  }

  function arrowDefs(id) {
    const marker = svgEl("marker", { id, viewBox: "0 0 10 10", refX: 9, refY: 5, markerWidth: 7, markerHeight: 7, orient: "auto" },
      svgEl("path", { d: "M0,0 L10,5 L0,10 z", fill: "#5b6475" }));
    return svgEl("defs", {}, marker);
  }

  // A graph hit's path: entity -> the sentence that makes the hop -> entity, hop after hop.
  function drawPath(hops) {
    const items = [];
    for (const hop of hops) {
      const last = items[items.length - 1];
      if (!last || last.name !== hop.from) items.push({ kind: "entity", name: hop.from, lines: wrap(hop.from, 18, 3) });
      const said = hop.sentence ? "“" + hop.sentence + "”" : "named together";
      items.push({ kind: "sentence", weak: !hop.sentence, full: hop.sentence, lines: wrap(said, 34, 5) });
      items.push({ kind: "entity", name: hop.to, lines: wrap(hop.to, 18, 3) });
    }
    const gap = 30;
    for (const it of items) {
      const longest = Math.max(...it.lines.map((l) => l.length));
      it.w = it.kind === "entity" ? Math.min(Math.max(longest * 7 + 20, 60), 150) : Math.max(longest * 6.2 + 16, 110);
      it.h = it.lines.length * 14 + 14;
    }
    const height = Math.max(...items.map((it) => it.h)) + 8;
    const width = items.reduce((sum, it) => sum + it.w, 0) + gap * (items.length - 1) + 4;
    const id = "arrow" + ++svgCount;
    const svg = svgEl("svg", { class: "path", viewBox: "0 0 " + width + " " + height, width, role: "img" });
    svg.append(svgEl("title", { text: "graph path: " + hops.map((h) => h.from + " → " + h.to).join(", ") }), arrowDefs(id));
    let x = 2;
    items.forEach((it, i) => {
      const y = (height - it.h) / 2;
      if (i) {
        const edge = svgEl("line", { class: "edge" + (it.weak ? " weak" : ""), x1: x - gap, y1: height / 2, x2: x - 2, y2: height / 2, "marker-end": "url(#" + id + ")" });
        svg.append(edge);
      }
      const g = it.kind === "entity" ? box(x, y, it.w, it.h, it.lines, "node", it.name) : box(x, y, it.w, it.h, it.lines, "sentence");
      if (it.full) g.prepend(svgEl("title", { text: it.full }));
      if (it.name) g.prepend(svgEl("title", { text: it.name + " (click: what the graph knows)" }));
      svg.append(g);
      x += it.w + gap;
    });
    return svg;
  }

  function reasonsList(hit) {
    const list = el("ul", { class: "reasons" });
    const ranks = Object.entries(hit.sources).filter(([name]) => !["graph", "relpath", "bridge"].includes(name))
      .map(([name, rank]) => name + " #" + rank);
    if (ranks.length) list.append(el("li", { text: "ranked: " + ranks.join(" · ") }));
    for (const hop of hit.hops) {
      const item = el("li", { class: "hop" }, "graph: (", entityButton(hop.from), ") ");
      item.append(hop.sentence ? el("q", { text: hop.sentence }) : el("span", { class: "meta", text: "named together" }));
      item.append(" → (", entityButton(hop.to), ")");
      list.append(item);
    }
    if (!hit.hops.length && hit.entities.length) {
      const item = el("li", {}, "graph via ");
      hit.entities.slice(0, 3).forEach((name, i) => item.append(i ? ", " : "", entityButton(name)));
      if (hit.path.length > 1) item.append(": " + hit.path.join(" "));
      list.append(item);
    }
    return list;
  }

  function renderAnswer(answer, pattern) {
    const out = $("answer");
    out.replaceChildren();
    if (answer.standalone && answer.standalone !== answer.question) {
      out.append(el("p", { class: "note", text: "searched: " + answer.standalone }));
    }
    if (answer.links.length) {
      const p = el("p", { class: "note" }, "linked: ");
      answer.links.forEach((link, i) => p.append(i ? ", " : "", "“" + link.surface + "” → ", entityButton(link.entity)));
      out.append(p);
    }
    if (!answer.hits.length) {
      out.append(el("p", { class: "empty", text: answer.message || "No chunk matches the question." }));
      return;
    }
    for (const hit of answer.hits) {
      const card = el("article", { class: "hit", "data-doc": hit.doc_id, "data-rank": hit.rank });
      card.append(el("span", { class: "score", text: "score " + Number(hit.score).toFixed(3) }));
      card.append(el("h2", { text: hit.rank + ". " + (hit.title || hit.doc_id) }));
      card.append(el("div", { class: "doc", text: hit.doc_id }));
      card.append(marked(hit.text, pattern));
      card.append(reasonsList(hit));
      if (hit.hops.length) card.append(drawPath(hit.hops));
      out.append(card);
    }
  }

  async function ask(event) {
    event.preventDefault();
    const question = $("question").value.trim();
    if (!question) return;
    const body = { question, k: Number($("k").value) || 5 };
    for (const name of ["fusion", "graph_mode"]) if ($(name).value) body[name] = $(name).value;
    $("go").disabled = true;
    document.body.dataset.state = "asking";
    performance.clearMarks("graphrag-ask");
    performance.mark("graphrag-ask");
    try {
      const answer = await api("/query", body);
      const words = (question + " " + answer.standalone).match(/[\p{L}\p{N}][\p{L}\p{N}'-]*/gu) || [];
      renderAnswer(answer, matcher(words.concat(answer.links.map((l) => l.surface))));
      document.body.dataset.state = "answered";
      performance.measure("graphrag-query", "graphrag-ask");
    } catch (e) {
      $("answer").replaceChildren(el("p", { class: "status error", text: "Could not answer: " + e.message }));
      document.body.dataset.state = "failed";
    } finally {
      $("go").disabled = false;
    }
  }

  // -- the entity panel ------------------------------------------------------------------------
  // An entity's neighbourhood: the entity in the middle, the other ends of its facts (solid, with
  // the predicate) and the names it appears with (dashed, with the number of chunks) around it.
  function drawNeighbourhood(view) {
    const around = new Map();
    for (const f of view.facts) {
      const other = f.subject === view.name ? f.object : f.subject;
      if (other !== view.name && !around.has(other)) around.set(other, { label: f.predicate, weak: false });
    }
    for (const n of view.neighbours) if (!around.has(n.name)) around.set(n.name, { label: "×" + n.chunks, weak: true });
    const nodes = [...around.entries()].slice(0, 12);
    const width = 640, height = 340, cx = width / 2, cy = height / 2, rx = 180, ry = 130;
    const svg = svgEl("svg", { class: "hood", viewBox: "0 0 " + width + " " + height, width, role: "img" });
    svg.append(svgEl("title", { text: "neighbourhood of " + view.name }));
    nodes.forEach(([name, info], i) => {
      const angle = (2 * Math.PI * i) / nodes.length - Math.PI / 2;
      const x = cx + rx * Math.cos(angle), y = cy + ry * Math.sin(angle);
      svg.append(svgEl("line", { class: "edge" + (info.weak ? " weak" : ""), x1: cx, y1: cy, x2: x, y2: y }));
      const lx = cx + 0.62 * (x - cx), ly = cy + 0.62 * (y - cy) - 3;
      svg.append(svgEl("text", { class: "label", x: lx, y: ly, "text-anchor": "middle", text: info.label.slice(0, 24) }));
      const left = Math.cos(angle) < -0.2, right = Math.cos(angle) > 0.2;
      const g = svgEl("g", { class: "node", "data-entity": name });
      g.append(svgEl("title", { text: name }), svgEl("circle", { cx: x, cy: y, r: 6 }));
      const label = name.length > 19 ? name.slice(0, 18) + "…" : name;
      const tx = left ? x - 9 : right ? x + 9 : x, ty = left || right ? y + 4 : y + (y < cy ? -10 : 18);
      g.append(svgEl("text", { x: tx, y: ty, "text-anchor": left ? "end" : right ? "start" : "middle", text: label }));
      svg.append(g);
    });
    const name = view.name.length > 28 ? view.name.slice(0, 27) + "…" : view.name;
    const w = name.length * 7.5 + 24;
    const center = svgEl("g", { class: "center" });
    center.append(svgEl("rect", { x: cx - w / 2, y: cy - 14, width: w, height: 28, rx: 14, fill: "#2457c5" }));
    center.append(svgEl("text", { x: cx, y: cy + 5, "text-anchor": "middle", text: name }));
    svg.append(center);
    return svg;
  }

  function renderEntity(data) {
    const panel = $("entity");
    const view = data.matches[0];
    panel.replaceChildren(el("button", { type: "button", class: "close", title: "close", text: "×" }));
    panel.append(el("h2", { text: view.name }));
    panel.append(el("div", { class: "meta", text: view.type + " · matched " + view.matched + " · id " + view.id }));
    const same = (a) => a.toLowerCase().replace(/^the\s+/, "") === view.name.toLowerCase().replace(/^the\s+/, "");
    const aliases = [...new Set(view.aliases.filter((a) => !same(a)))];
    if (aliases.length) panel.append(el("h3", { text: "Also called" }), el("div", { class: "aliases", text: aliases.join(", ") }));
    if (view.described_as.length) panel.append(el("h3", { text: "Is" }), el("div", { text: view.described_as.join(", ") }));
    if (view.facts.length || view.neighbours.length) panel.append(el("h3", { text: "Neighbourhood" }), drawNeighbourhood(view));
    panel.append(el("h3", { text: "Facts (" + view.facts.length + ")" }));
    const facts = el("ul", { class: "facts" });
    for (const f of view.facts) {
      const item = el("li", {}, entityButton(f.subject), " —" + f.predicate + "→ ", entityButton(f.object));
      if (f.sentence) item.append(el("div", {}, el("q", { text: f.sentence })));
      if (f.doc_id) item.append(el("div", { class: "meta", text: f.doc_id + (f.title ? " — " + f.title : "") }));
      facts.append(item);
    }
    if (!view.facts.length) facts.append(el("li", { class: "empty", text: "no typed fact about it" }));
    panel.append(facts);
    if (view.neighbours.length) {
      const named = el("div", { class: "neighbours" });
      view.neighbours.forEach((n, i) => named.append(i ? ", " : "", entityButton(n.name), " (" + n.chunks + ")"));
      panel.append(el("h3", { text: "Named together with" }), named);
    }
    panel.append(el("h3", { text: "Documents (" + view.documents.length + ")" }));
    const docs = el("ul", { class: "documents" });
    for (const d of view.documents) docs.append(el("li", {}, el("span", { class: "doc", text: d.doc_id }), " — " + d.title));
    panel.append(docs);
    if (data.others.length) {
      const others = el("div", { class: "meta" }, "other matches: ");
      data.others.forEach((o, i) => others.append(i ? ", " : "", entityButton(o.name)));
      panel.append(others);
    }
  }

  async function openEntity(name) {
    const panel = $("entity");
    panel.hidden = false;
    panel.dataset.state = "loading";
    panel.replaceChildren(el("p", { class: "meta", text: "Looking up " + name + "…" }));
    try {
      renderEntity(await api("/entity?name=" + encodeURIComponent(name)));
      panel.dataset.state = "shown";
    } catch (e) {
      panel.replaceChildren(el("button", { type: "button", class: "close", title: "close", text: "×" }),
        el("p", { class: "empty", text: e.status === 404 ? e.message + " (it may be a document's title or a value, not an entity)" : e.message }));
      panel.dataset.state = "failed";
    }
  }

  // -- wiring ----------------------------------------------------------------------------------
  for (const name of ["fusion", "graph_mode"]) {
    for (const value of choices[name]) $(name).append(el("option", { value, text: value }));
  }
  $("ask").addEventListener("submit", ask);
  $("keyform").addEventListener("submit", (event) => {
    event.preventDefault();
    sessionStorage.setItem(KEY, $("key").value);
    $("key").value = "";
    $("keyform").hidden = true;
    showStatus("");
    loadStats();
  });
  document.addEventListener("click", (event) => {
    const target = event.target.closest("[data-entity]");
    if (target) openEntity(target.getAttribute("data-entity"));
    else if (event.target.closest(".close")) $("entity").hidden = true;
  });
  watchHealth();
})();
