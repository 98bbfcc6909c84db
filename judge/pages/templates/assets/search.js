/* In-browser search over the Core Rules, no server needed.
 * Each version's clauses arrive as a script (index-<version>.js) calling judgeSearch.register.
 * The query comes from the page address (?q=recall&v=2026-07-16, or the same after #), so a
 * search result can be linked and opened from file://. Ranking is BM25 over word prefixes,
 * with a boost when a query word opens the clause, and a larger one for the clause that
 * defines the query ("A Recall is ...").
 */
(function () {
  "use strict";
  var indexes = {};
  var pending = null;

  function tokens(text) {
    return text.toLowerCase().match(/[a-z0-9]+(?:\.[a-z0-9]+)*/g) || [];
  }

  function prepare(entries) {
    var docs = entries.map(function (entry) {
      return { rule: entry[0], text: entry[1], words: tokens(entry[1]) };
    });
    var total = docs.reduce(function (sum, doc) { return sum + doc.words.length; }, 0);
    return { docs: docs, averageLength: total / Math.max(docs.length, 1) };
  }

  function definition(query) {
    var phrase = query.trim().toLowerCase().replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
    return new RegExp("^(?:(?:a|an|the)\\s+)?" + phrase + "\\s+(?:is|means)\\b");
  }

  function rank(index, query) {
    var terms = tokens(query);
    var defines = definition(query);
    var hits = [];
    var number = query.trim().replace(/\.$/, "");
    if (/^\d{3}(?:\.[0-9a-z]+)*$/.test(number)) {
      return index.docs.filter(function (doc) {
        return doc.rule === number || doc.rule.indexOf(number + ".") === 0;
      }).map(function (doc) { return { doc: doc, score: 1 }; });
    }
    if (!terms.length) { return hits; }
    var counts = terms.map(function (term) {
      return index.docs.filter(function (doc) {
        return doc.words.some(function (word) { return word.indexOf(term) === 0; });
      }).length;
    });
    index.docs.forEach(function (doc) {
      var score = 0;
      var matched = 0;
      terms.forEach(function (term, i) {
        var frequency = 0;
        var opening = false;
        doc.words.forEach(function (word, position) {
          if (word.indexOf(term) === 0) {
            frequency += 1;
            opening = opening || position < 3;
          }
        });
        if (!frequency) { return; }
        matched += 1;
        var idf = Math.log(1 + (index.docs.length - counts[i] + 0.5) / (counts[i] + 0.5));
        var norm = 1 - 0.75 + 0.75 * doc.words.length / index.averageLength;
        score += idf * frequency * 2.2 / (frequency + 1.2 * norm) * (opening ? 2 : 1);
      });
      if (defines.test(doc.text.toLowerCase())) { score = score * 3 + 10; }
      if (matched === terms.length) { hits.push({ doc: doc, score: score }); }
    });
    hits.sort(function (a, b) { return b.score - a.score; });
    return hits;
  }

  function href(root, version, rule) {
    return root + "rules/" + version + "/" + rule.split(".")[0] + ".html#" + rule;
  }

  function show(form, version, query) {
    var list = document.getElementById("results");
    var status = document.getElementById("status");
    var hits = rank(indexes[version], query).slice(0, 50);
    list.textContent = "";
    hits.forEach(function (hit) {
      var item = document.createElement("li");
      var link = document.createElement("a");
      link.href = href(form.dataset.root, version, hit.doc.rule);
      link.className = "hit";
      link.dataset.rule = hit.doc.rule;
      link.textContent = hit.doc.rule;
      var text = document.createElement("span");
      text.textContent = " " + hit.doc.text;
      item.appendChild(link);
      item.appendChild(text);
      list.appendChild(item);
    });
    status.textContent = hits.length + (hits.length === 1 ? " clause" : " clauses") +
      " for \u201c" + query + "\u201d in " + version;
    document.body.dataset.searched = "yes";
  }

  function load(form, files, version, then) {
    if (indexes[version]) { then(); return; }
    pending = then;
    var script = document.createElement("script");
    script.src = form.dataset.root + files[version];
    document.head.appendChild(script);
  }

  function start() {
    var form = document.getElementById("search-form");
    if (!form) { return; }
    var raw = window.location.search || window.location.hash.replace(/^#/, "?");
    var params = new URLSearchParams(raw);
    var query = params.get("q") || "";
    var files = JSON.parse(document.getElementById("search-indexes").textContent);
    var version = params.get("v") || form.dataset.defaultVersion;
    if (!files[version]) { version = form.dataset.defaultVersion; }
    form.elements.q.value = query;
    form.elements.v.value = version;
    if (query.trim()) { load(form, files, version, function () { show(form, version, query); }); }
  }

  window.judgeSearch = {
    register: function (data) {
      indexes[data.version] = prepare(data.entries);
      if (pending) { var then = pending; pending = null; then(); }
    },
    rank: function (version, query) { return rank(indexes[version], query); }
  };
  document.addEventListener("DOMContentLoaded", start);
}());
