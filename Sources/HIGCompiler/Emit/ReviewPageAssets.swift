/// The review page's inline stylesheet and script. Kept out of `ReviewPageRenderer` so the
/// markup logic reads on its own; kept inline in the page so the file works offline, from a
/// `file://` URL, with no fonts or scripts fetched from anywhere.
enum ReviewPageAssets {
    /// System fonts only. Korean keeps words whole (`word-break: keep-all`: Korean breaks at
    /// spaces like English); Japanese breaks between characters but never before small kana or
    /// closing punctuation (`line-break: strict`). Long URLs and ids break anywhere rather than
    /// widen a column. Below 640 px the side-by-side table becomes one card per rule.
    static let css = #"""
    :root {
      color-scheme: light dark;
      --bg: #f5f5f7; --card: #ffffff; --raised: #fbfbfd; --text: #1d1d1f; --muted: #6e6e73;
      --line: #d2d2d7; --soft: #e8e8ed; --accent: #0066cc; --focus: #0071e3;
      --sans: -apple-system, BlinkMacSystemFont, "SF Pro Text", "Segoe UI", system-ui, "Helvetica Neue", Arial,
        "Apple SD Gothic Neo", "Noto Sans KR", "Noto Sans CJK KR", "Hiragino Sans", "Noto Sans JP", "Noto Sans CJK JP", sans-serif;
      --mono: ui-monospace, "SF Mono", SFMono-Regular, Menlo, Consolas, "DejaVu Sans Mono", monospace;
      --k-missing: #d70015; --k-extra: #8944ab; --k-unmarked: #6e6e73; --k-anchor-mismatch: #c35000;
      --k-inconsistent: #0068d6; --k-terminology: #00817e; --k-modality: #5e4fd6; --k-polarity: #b3005b; --k-meaning: #a33a12; --k-stale: #946200; --k-misplaced: #7a4b00;
    }
    @media (prefers-color-scheme: dark) {
      :root {
        --bg: #161617; --card: #1f1f21; --raised: #252528; --text: #f5f5f7; --muted: #a1a1a6;
        --line: #3a3a3d; --soft: #2e2e31; --accent: #4ea2ff; --focus: #4ea2ff;
        --k-missing: #ff6961; --k-extra: #da8fff; --k-unmarked: #aeaeb2; --k-anchor-mismatch: #ffb340;
        --k-inconsistent: #70b5ff; --k-terminology: #5de0d8; --k-modality: #a29bff; --k-polarity: #ff6eaf; --k-meaning: #ff9d7a; --k-stale: #e6c35c; --k-misplaced: #f0a86a;
      }
    }
    *, *::before, *::after { box-sizing: border-box; }
    [hidden] { display: none !important; }
    html { -webkit-text-size-adjust: 100%; text-size-adjust: 100%; }
    body { margin: 0; background: var(--bg); color: var(--text); font: 15px/1.55 var(--sans); }
    :lang(ko) { font-family: "Apple SD Gothic Neo", "Noto Sans KR", "Noto Sans CJK KR", "Malgun Gothic", var(--sans); word-break: keep-all; line-break: strict; }
    :lang(ja) { font-family: "Hiragino Sans", "Hiragino Kaku Gothic ProN", "Noto Sans JP", "Noto Sans CJK JP", "Yu Gothic", Meiryo, var(--sans); word-break: normal; line-break: strict; }
    :lang(zh) { word-break: normal; line-break: strict; }
    .text, .expl p, .msg, q, del, ins, .rule-id, .page-name, .src { overflow-wrap: anywhere; }
    a { color: var(--accent); text-decoration: none; }
    a:hover { text-decoration: underline; }
    :focus-visible { outline: 3px solid var(--focus); outline-offset: 2px; border-radius: 4px; }
    code, kbd { font-family: var(--mono); font-size: 0.86em; }
    kbd { border: 1px solid var(--line); border-bottom-width: 2px; border-radius: 4px; padding: 0 4px; background: var(--card); }
    h1, h2 { letter-spacing: -0.01em; }
    .muted { color: var(--muted); }
    .skip { position: absolute; left: 12px; top: -48px; background: var(--card); padding: 8px 12px; border-radius: 8px; z-index: 10; }
    .skip:focus { top: 12px; }

    .masthead { background: var(--card); border-bottom: 1px solid var(--line); }
    .masthead .inner, .layout, .foot { max-width: 1480px; margin: 0 auto; }
    .masthead .inner { padding: 22px 28px 20px; }
    .eyebrow { margin: 0; color: var(--muted); font-size: 12px; font-weight: 600; letter-spacing: 0.06em; text-transform: uppercase; }
    h1 { margin: 2px 0 4px; font-size: 30px; line-height: 1.15; }
    .lede { margin: 0; color: var(--muted); }

    .layout { display: grid; grid-template-columns: 272px minmax(0, 1fr); gap: 28px; padding: 24px 28px 40px; }
    .sidebar { position: sticky; top: 16px; align-self: start; max-height: calc(100vh - 32px); overflow: auto; display: grid; gap: 16px; padding: 2px; }
    .panel { background: var(--card); border: 1px solid var(--line); border-radius: 12px; padding: 14px 16px; }
    .panel h2, .summary h2, .changes h2 { margin: 0 0 10px; font-size: 13px; font-weight: 600; letter-spacing: 0.04em; text-transform: uppercase; color: var(--muted); }
    .pages ul { list-style: none; margin: 0; padding: 0; }
    .pages > ul > li + li { margin-top: 12px; padding-top: 12px; border-top: 1px solid var(--soft); }
    .page-link { display: block; color: var(--text); }
    .page-name { display: block; font-weight: 600; color: var(--accent); }
    .page-meta { display: block; font-size: 12px; color: var(--muted); }
    .coverage { display: grid; gap: 3px; margin-top: 6px !important; }
    .coverage li { display: grid; grid-template-columns: 2.2em 1fr 3.4em; align-items: center; gap: 6px; font-size: 12px; }
    .coverage .pct { text-align: right; color: var(--muted); font-variant-numeric: tabular-nums; }
    .coverage li > code:first-child + .pct { grid-column: 2 / 4; }
    .bar { display: inline-block; position: relative; height: 6px; width: 100%; min-width: 48px; border-radius: 3px; background: var(--soft); overflow: hidden; vertical-align: middle; }
    .bar > span { position: absolute; inset: 0 auto 0 0; background: #34c759; border-radius: 3px; }
    .bar.partial > span { background: #ff9f0a; }
    .bar.low > span { background: #ff3b30; }

    .filters fieldset { border: 0; margin: 0 0 12px; padding: 0; }
    .filters legend { font-size: 12px; font-weight: 600; color: var(--muted); margin-bottom: 4px; padding: 0; }
    .filters label { display: flex; align-items: center; gap: 6px; padding: 3px 0; cursor: pointer; }
    .filters input[type="checkbox"] { width: 16px; height: 16px; margin: 0; accent-color: var(--accent); }
    .filters .count { margin-left: auto; color: var(--muted); font-size: 12px; font-variant-numeric: tabular-nums; }
    .filters .field { display: grid; gap: 4px; margin-bottom: 8px; }
    .filters .field > span { font-size: 12px; font-weight: 600; color: var(--muted); }
    .filters select, .filters button { font: inherit; color: var(--text); background: var(--raised); border: 1px solid var(--line); border-radius: 8px; padding: 6px 10px; }
    .filters select { width: 100%; }
    .filters button { cursor: pointer; }
    .filter-foot { display: flex; align-items: center; gap: 10px; margin-top: 10px; }
    #filter-status { margin: 0; font-size: 12px; color: var(--muted); }
    .no-js .filters { display: none; }

    .content { min-width: 0; display: grid; grid-template-columns: minmax(0, 1fr); gap: 28px; align-content: start; }
    .content > * { min-width: 0; }
    .content:focus { outline: none; }
    .summary, .changes { background: var(--card); border: 1px solid var(--line); border-radius: 12px; padding: 16px 18px; }
    .scroll { overflow-x: auto; }
    table.totals { border-collapse: collapse; width: 100%; font-size: 14px; }
    table.totals th, table.totals td { text-align: left; padding: 8px 10px; border-bottom: 1px solid var(--soft); vertical-align: middle; white-space: nowrap; }
    table.totals thead th { font-size: 12px; color: var(--muted); font-weight: 600; }
    table.totals tbody tr:last-child > * { border-bottom: 0; }
    table.totals .num { text-align: right; font-variant-numeric: tabular-nums; }
    table.totals td.cov { min-width: 160px; }
    table.totals td.cov .bar { width: 90px; margin-right: 8px; }
    table.totals td:last-child { white-space: normal; line-height: 1.9; }
    .kc { white-space: nowrap; margin-right: 6px; font-variant-numeric: tabular-nums; }
    .legend { margin-top: 12px; font-size: 13px; }
    .legend summary { cursor: pointer; color: var(--accent); }
    .legend dl { display: grid; grid-template-columns: repeat(auto-fill, minmax(280px, 1fr)); gap: 8px 20px; margin: 10px 0 0; }
    .legend dl div { display: flex; gap: 8px; align-items: baseline; }
    .legend dd { margin: 0; color: var(--muted); }

    .page-head { display: flex; flex-wrap: wrap; align-items: baseline; gap: 4px 14px; margin-bottom: 10px; }
    .page-head h2 { margin: 0; font-size: 22px; }
    .page-info { margin: 0; color: var(--muted); font-size: 13px; }
    .page-findings { background: var(--card); border: 1px solid var(--line); border-radius: 12px; padding: 10px 14px !important; margin: 0 0 12px !important; }

    table.rules { width: 100%; table-layout: fixed; border-collapse: separate; border-spacing: 0; background: var(--card); border: 1px solid var(--line); border-radius: 12px; overflow: hidden; }
    table.rules thead th { position: sticky; top: 0; z-index: 1; text-align: left; font-size: 12px; font-weight: 600; color: var(--muted); background: var(--raised); padding: 9px 14px; border-bottom: 1px solid var(--line); }
    table.rules thead th + th, td.stmt + td.stmt { border-left: 1px solid var(--soft); }
    tbody.rule + tbody.rule .rule-head th { border-top: 1px solid var(--line); }
    .rule-head th { text-align: left; font-weight: 400; padding: 12px 14px 2px; }
    .rule-id code { font-size: 12.5px; font-weight: 600; }
    .rule-tags { margin-left: 6px; }
    .section { color: var(--muted); font-size: 12px; }
    .tag, .chip { display: inline-block; font-size: 11px; line-height: 18px; padding: 0 7px; border-radius: 9px; background: var(--soft); color: var(--muted); white-space: nowrap; vertical-align: 1px; }
    td.stmt { vertical-align: top; padding: 8px 14px 14px; }
    .text { margin: 0; font-size: 15.5px; line-height: 1.5; }
    .text strong { font-weight: 600; }
    .text.unmarked { color: var(--text); border-left: 3px dashed var(--k-unmarked); padding-left: 8px; }
    .meta { margin: 4px 0 0; font-size: 12px; }
    .src { font-family: var(--mono); font-size: 11.5px; }
    .none { margin: 0; color: var(--muted); font-style: italic; }
    td.absent { background: repeating-linear-gradient(135deg, transparent 0 8px, color-mix(in srgb, var(--soft) 55%, transparent) 8px 9px); }
    .expl { margin-top: 6px; font-size: 13.5px; color: var(--muted); }
    .expl summary { cursor: pointer; font-size: 12px; color: var(--accent); width: max-content; }
    .expl p { margin: 6px 0 0; }
    .expl pre.table { margin: 6px 0 0; overflow-x: auto; font-family: var(--mono); font-size: 12px; white-space: pre; }

    .findings { list-style: none; margin: 8px 0 0; padding: 0; display: grid; gap: 6px; }
    .finding { font-size: 13px; line-height: 1.45; padding: 6px 9px; border-radius: 8px; border-left: 3px solid var(--k, var(--line));
      background: color-mix(in srgb, var(--k, var(--muted)) 7%, transparent); }
    .finding .badge { margin-right: 2px; }
    .related { color: var(--muted); font-size: 12px; white-space: nowrap; }
    .related .src { white-space: normal; }
    .badge { --k: var(--muted); display: inline-block; font: 600 11px/18px var(--sans); padding: 0 7px; border-radius: 9px; white-space: nowrap; vertical-align: 1px;
      color: var(--k); background: color-mix(in srgb, var(--k) 13%, transparent); border: 1px solid color-mix(in srgb, var(--k) 38%, transparent); }
    .k-missing { --k: var(--k-missing); } .k-extra { --k: var(--k-extra); } .k-unmarked { --k: var(--k-unmarked); }
    .k-anchor-mismatch { --k: var(--k-anchor-mismatch); } .k-inconsistent { --k: var(--k-inconsistent); } .k-terminology { --k: var(--k-terminology); }
    .k-modality { --k: var(--k-modality); } .k-polarity { --k: var(--k-polarity); } .k-meaning { --k: var(--k-meaning); } .k-stale { --k: var(--k-stale); } .k-misplaced { --k: var(--k-misplaced); }

    .history { list-style: none; margin: 4px 0 2px; padding: 0; display: grid; gap: 4px; font-size: 13px; }
    .change .chip { margin-right: 2px; }
    [data-change="reworded"] .chip, [data-change="explanation-changed"] .chip { background: color-mix(in srgb, var(--k-stale) 16%, transparent); color: var(--k-stale); }
    [data-change="removed"] .chip { background: color-mix(in srgb, var(--k-missing) 14%, transparent); color: var(--k-missing); }
    [data-change="added"] .chip { background: color-mix(in srgb, #34c759 18%, transparent); color: #248a3d; }
    del { color: var(--muted); }
    ins { text-decoration: none; background: color-mix(in srgb, #34c759 14%, transparent); border-radius: 3px; padding: 0 2px; }
    .foot { padding: 0 28px 32px; color: var(--muted); font-size: 12px; }

    @media (max-width: 860px) {
      .layout { grid-template-columns: minmax(0, 1fr); padding: 16px; gap: 16px; }
      .sidebar { position: static; max-height: none; overflow: visible; }
      .masthead .inner { padding: 16px; }
      h1 { font-size: 24px; }
      .foot { padding: 0 16px 24px; }
    }
    @media (max-width: 640px) {
      table.rules, table.rules tbody, table.rules tr, table.rules th, table.rules td { display: block; width: auto; }
      table.rules thead { display: none; }
      tbody.rule + tbody.rule { border-top: 6px solid var(--bg); }
      tbody.rule + tbody.rule .rule-head th { border-top: 0; }
      .rule-head th { padding: 12px 14px 6px; }
      .rule-tags { display: block; margin: 4px 0 0; }
      td.stmt + td.stmt { border-left: 0; }
      td.stmt { border-top: 1px solid var(--soft); padding: 10px 14px 12px; }
      td.stmt::before { content: attr(data-label); display: block; margin-bottom: 3px; font-size: 11px; font-weight: 600; letter-spacing: 0.04em; text-transform: uppercase; color: var(--muted); }
      td.absent { background: none; }
      table.totals .num { display: none; }
      table.totals td.cov { min-width: 0; }
      table.totals td.cov .bar { width: 56px; min-width: 0; }
      .summary, .changes { padding: 14px; }
    }
    @media print {
      .sidebar, .skip { display: none; }
      .layout { display: block; }
      .expl[open] summary, .expl summary { display: none; }
    }

    """#

    /// Filters show and hide with the `hidden` attribute; their state is written to the URL
    /// fragment (`#lang=en,ko&kind=missing&page=toolbars&only=1`) and read back on load, so a
    /// reviewer can send a link to exactly the view they mean. `j` / `k` move between visible rules.
    static let script = #"""
    (function () {
      "use strict";
      var root = document.documentElement;
      root.classList.remove("no-js");
      root.classList.add("js");
      var form = document.getElementById("filters");
      var status = document.getElementById("filter-status");
      var rules = Array.prototype.slice.call(document.querySelectorAll("tbody.rule"));
      var pages = Array.prototype.slice.call(document.querySelectorAll("section.page"));
      var boxes = function (name) { return Array.prototype.slice.call(form.querySelectorAll('input[name="' + name + '"]')); };
      var chosen = function (name) {
        var set = {};
        boxes(name).forEach(function (box) { if (box.checked) { set[box.value] = true; } });
        return set;
      };
      var each = function (selector, action) { Array.prototype.forEach.call(document.querySelectorAll(selector), action); };

      function writeFragment() {
        var parts = [];
        ["lang", "kind"].forEach(function (name) {
          var all = boxes(name), on = all.filter(function (box) { return box.checked; });
          if (on.length !== all.length) {
            parts.push(name + "=" + on.map(function (box) { return encodeURIComponent(box.value); }).join(","));
          }
        });
        if (form.elements.page.value) { parts.push("page=" + encodeURIComponent(form.elements.page.value)); }
        if (form.elements.only.checked) { parts.push("only=1"); }
        try {
          history.replaceState(null, "", parts.length ? "#" + parts.join("&") : location.pathname + location.search);
        } catch (error) { /* some file:// contexts refuse; the filters still work */ }
      }

      function readFragment() {
        var hash = location.hash.slice(1);
        if (hash.indexOf("=") < 0) { return; }
        var decode = function (text) { try { return decodeURIComponent(text); } catch (error) { return text; } };
        hash.split("&").forEach(function (pair) {
          var at = pair.indexOf("="), name = pair.slice(0, at), value = pair.slice(at + 1);
          if (name === "lang" || name === "kind") {
            var wanted = value.split(",").map(decode);
            boxes(name).forEach(function (box) { box.checked = wanted.indexOf(box.value) >= 0; });
          } else if (name === "page") {
            form.elements.page.value = decode(value);
          } else if (name === "only") {
            form.elements.only.checked = value === "1";
          }
        });
      }

      function apply(remember) {
        var langs = chosen("lang"), kinds = chosen("kind");
        var page = form.elements.page.value, only = form.elements.only.checked;
        each(".lc", function (element) { element.hidden = !langs[element.getAttribute("data-lang")]; });
        each(".finding", function (element) {
          element.hidden = !kinds[element.getAttribute("data-kind")] || !langs[element.getAttribute("data-lang")];
        });
        var shown = 0;
        rules.forEach(function (rule) {
          var visible = (!page || rule.getAttribute("data-page") === page) &&
            (!only || rule.querySelector(".finding:not([hidden])") !== null);
          rule.hidden = !visible;
          if (visible) { shown += 1; }
        });
        pages.forEach(function (section) {
          var any = section.querySelector("tbody.rule:not([hidden]), .page-findings .finding:not([hidden])");
          section.hidden = (page !== "" && section.getAttribute("data-page") !== page) || (only && !any);
        });
        status.textContent = shown + " of " + rules.length + " rules shown";
        if (remember) { writeFragment(); }
      }

      form.addEventListener("change", function () { apply(true); });
      form.addEventListener("submit", function (event) { event.preventDefault(); });
      form.addEventListener("reset", function () { setTimeout(function () { apply(true); }, 0); });
      each("a.page-link", function (link) {
        link.addEventListener("click", function () {
          var target = document.getElementById(link.getAttribute("href").slice(1));
          if (target && target.hidden) {
            form.elements.page.value = "";
            form.elements.only.checked = false;
            apply(false);
          }
        });
      });

      document.addEventListener("keydown", function (event) {
        if (event.altKey || event.ctrlKey || event.metaKey || (event.key !== "j" && event.key !== "k")) { return; }
        var tag = event.target && event.target.tagName;
        if (tag === "INPUT" || tag === "SELECT" || tag === "TEXTAREA" || tag === "BUTTON") { return; }
        var heads = rules.filter(function (rule) { return !rule.hidden && !rule.closest("section").hidden; })
          .map(function (rule) { return rule.querySelector(".rule-head th"); });
        if (!heads.length) { return; }
        var index = heads.indexOf(document.activeElement);
        if (index < 0) {
          index = event.key === "j" ? -1 : heads.length;
          heads.forEach(function (head, at) { if (head.getBoundingClientRect().top < 8) { index = event.key === "j" ? at : at + 1; } });
        }
        var next = Math.min(Math.max(index + (event.key === "j" ? 1 : -1), 0), heads.length - 1);
        heads[next].focus();
        heads[next].scrollIntoView({ block: "start" });
        event.preventDefault();
      });

      readFragment();
      apply(false);
    })();

    """#
}
