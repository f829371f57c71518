import DiffableEngine

/// The replay page's script: steps through the session, draws each table, animates each
/// apply as UIKit would, and (with `#check` in the URL) walks every step and writes what the
/// table showed after each apply into `#check`, for the tests.
///
/// Text from the session is only ever set with `textContent`, never parsed as HTML.
enum HTMLScript {
  static let javaScript = """
    "use strict";
    const session = JSON.parse(document.getElementById("session").textContent);
    const steps = session.steps;
    const $ = (id) => document.getElementById(id);
    const checking = location.hash === "#check";
    // The places the controls stop at: each command (with the narration before it), and the end.
    const stops = [];
    steps.forEach((step, index) => { if (step.kind === "cmd") stops.push(index); });
    if (steps.length > 0 && stops[stops.length - 1] !== steps.length - 1) stops.push(steps.length - 1);
    let stop = -1;          // index into stops; -1 is before the first command
    let playing = null;
    let speed = 1;
    const duration = () => (checking ? 0 : 350 / speed);

    function el(tag, className, text) {
      const node = document.createElement(tag);
      if (className) node.className = className;
      if (text !== undefined) node.textContent = text;
      return node;
    }
    const stepAt = (s) => (s < 0 ? -1 : stops[s]);

    // The script column, drawn around the current step only, so that a long session stays fast.
    const scriptWindow = 150;
    function drawScript() {
      const box = $("script");
      const current = stepAt(stop);
      const first = s => (s <= 0 ? 0 : stops[s - 1] + 1);
      const groupStart = stop < 0 ? -1 : first(stop);
      const from = Math.max(0, current - scriptWindow), to = Math.min(steps.length, Math.max(current, 0) + scriptWindow);
      box.replaceChildren();
      if (from > 0) box.append(el("div", "gap", "… " + from + " earlier lines"));
      let currentNode = null;
      for (let i = from; i < to; i++) {
        const step = steps[i];
        const entry = el("div", "entry");
        if (i > current) entry.classList.add("future");
        if (i >= groupStart && i <= current) entry.classList.add("current");
        if (step.failed) entry.classList.add("failed");
        if (step.kind === "say") {
          entry.classList.add("narration");
          const text = step.output.join("\\n");
          entry.append(el("p", text.startsWith("|") ? "say swift" : "say", text));
        } else {
          const cmd = el("div", "cmd");
          if (step.where) cmd.append(el("span", "where", step.where.split("/").pop()));
          cmd.append(el("code", "", step.text));
          if (step.output.length) cmd.append(el("pre", "out", step.output.join("\\n")));
          entry.append(cmd);
        }
        if (i === current) currentNode = entry;
        box.append(entry);
      }
      if (to < steps.length) box.append(el("div", "gap", "… " + (steps.length - to) + " more lines"));
      if (currentNode && !checking) {
        // Within the script's own box only: the window (and the phone in it) stays where it is.
        const boxRect = box.getBoundingClientRect(), nodeRect = currentNode.getBoundingClientRect();
        if (nodeRect.top < boxRect.top) box.scrollTop += nodeRect.top - boxRect.top;
        else if (nodeRect.bottom > boxRect.bottom) box.scrollTop += nodeRect.bottom - boxRect.bottom;
      }
      else if (stop < 0) box.scrollTop = 0;
    }

    function drawTable(tableIndex) {
      const box = $("table");
      box.replaceChildren();
      if (tableIndex < 0) { box.append(el("div", "note", "Nothing has run yet. Press Next (→).")); return; }
      const table = session.tables[tableIndex];
      if (table.classic) box.append(el("div", "mode", "classic mode: a plain UITableViewDataSource over the model"));
      if (table.note) box.append(el("div", "note", table.note));
      for (const section of table.sections) {
        const wrap = el("div", "section");
        wrap.dataset.section = section.key;
        const header = el("div", "section-header", section.title);
        header.dataset.key = section.key;
        wrap.append(header);
        const rows = el("div", "rows");
        if (section.rows.length === 0) rows.append(el("div", "no-rows", "(no rows)"));
        for (const row of section.rows) {
          const cell = el("div", "row");
          cell.dataset.key = row.key;
          cell.dataset.item = row.item;
          cell.append(el("span", "content", row.content));
          if (row.stale) {
            cell.classList.add("stale");
            cell.append(el("span", "stale-note", row.stale));
          }
          rows.append(cell);
        }
        wrap.append(rows);
        box.append(wrap);
      }
      if (table.moreRows > 0) box.append(el("div", "more", "… and " + table.moreRows.toLocaleString("en") + " more rows"));
    }

    // The animation UIKit runs for an apply: rows and sections that go fade out where they
    // were, new ones fade in, the others slide to their new place; reloaded rows cross-fade
    // to the new cell; reconfigured rows change in place; reloadData jumps.
    function animateTable(tableIndex, animation) {
      const box = $("table");
      const boxRect = box.getBoundingClientRect();
      const before = new Map();
      box.querySelectorAll("[data-key]:not(.ghost)").forEach(node => {
        before.set(node.dataset.key, { node, rect: node.getBoundingClientRect() });
      });
      drawTable(tableIndex);
      if (!animation || animation.reloadData || !animation.animated) return;
      const reloaded = new Set([...animation.reloadedRows, ...animation.reloadedSections]);
      const after = new Set();
      const options = { duration: duration(), easing: "ease-in-out" };
      box.querySelectorAll("[data-key]").forEach(node => {
        const key = node.dataset.key;
        after.add(key);
        const old = before.get(key);
        if (!old) {
          node.animate([{ opacity: 0 }, { opacity: 1 }], options);
          return;
        }
        const dy = old.rect.top - node.getBoundingClientRect().top;
        if (dy !== 0) {
          // A row UIKit moves slides over the others, which only shift.
          const moving = animation.movedRows.includes(key);
          if (moving) node.classList.add("moving");
          node.animate([{ transform: "translateY(" + dy + "px)" }, { transform: "none" }], options)
            .finished.then(() => node.classList.remove("moving"), () => {});
        }
        const sectionReloaded = node.closest("[data-section]") && reloaded.has(node.closest("[data-section]").dataset.section);
        if (reloaded.has(key) || sectionReloaded) {
          ghost(old, boxRect, box, dy === 0 ? null : -dy);
          node.animate([{ opacity: 0 }, { opacity: 1 }], options);
        }
      });
      for (const [key, old] of before) if (!after.has(key)) ghost(old, boxRect, box, null);
    }

    // A copy of an old row or header, fading out where it was (following a slide when given).
    function ghost(old, boxRect, box, slide) {
      const copy = old.node.cloneNode(true);
      copy.classList.add("ghost");
      copy.removeAttribute("data-key");
      copy.style.top = (old.rect.top - boxRect.top + box.scrollTop) + "px";
      copy.style.left = (old.rect.left - boxRect.left) + "px";
      copy.style.width = old.rect.width + "px";
      box.append(copy);
      const frames = [{ opacity: 1, transform: "none" },
                      { opacity: 0, transform: slide ? "translateY(" + slide + "px)" : "none" }];
      copy.animate(frames, { duration: duration(), easing: "ease-in-out" }).finished.then(() => copy.remove());
    }

    function drawSide() {
      const step = stop < 0 ? null : steps[stepAt(stop)];
      const crash = $("crash");
      crash.replaceChildren();
      crash.hidden = !(step && step.crash);
      if (step && step.crash) {
        crash.append(el("strong", "", "The app crashed here"), el("div", "", step.crash),
                     el("p", "", "In diffable: " + step.afterCrash + "."));
      }
      const diff = $("diff-body");
      diff.replaceChildren();
      if (step && step.diff) {
        $("diff-title").textContent = "The diff of this apply";
        step.diff.forEach((line, index) => {
          const call = line.trim().split(/\\s+/)[0];
          diff.append(el("span", index > 0 ? "call-" + call : "", line + "\\n"));
        });
      } else {
        $("diff-title").textContent = "The diff";
        diff.append(el("span", "empty", step ? "No apply at this step." : "Nothing has run yet."));
      }
      // "Step" is a lesson's step, as its pauses count them; a command is one line.
      // The stops are the commands, and a last one for narration after the last command.
      const commandCount = steps.filter(s => s.kind === "cmd").length;
      const commands = !step ? "before command 1 of " + commandCount
        : step.kind !== "cmd" ? "the end" : "command " + (stop + 1) + " of " + commandCount;
      const mark = step && step.lessonSteps ? step : null;
      $("counter").textContent = !mark ? commands
        : (mark.lessonStep === 0 ? "introduction" : "step " + mark.lessonStep + " of " + mark.lessonSteps)
          + " · " + commands;
      $("back").disabled = stop < 0;
      $("next").disabled = stop >= stops.length - 1;
      $("scrub").value = String(stop + 1);
    }

    // Moves to stop `target`; one step forward animates the apply it makes, other moves jump.
    function go(target, animate) {
      target = Math.max(-1, Math.min(stops.length - 1, target));
      const from = stepAt(stop), to = stepAt(target);
      const table = to < 0 ? -1 : steps[to].table;
      let animation = null;
      if (animate && target === stop + 1) {
        for (let i = from + 1; i <= to; i++) if (steps[i].animation) animation = steps[i].animation;
      }
      const changed = to < 0 || from < 0 || steps[from].table !== table;
      stop = target;
      if (changed || animation) {
        if (animate && animation && from >= 0) animateTable(table, animation); else drawTable(table);
      }
      drawScript();
      drawSide();
      if (!checking) history.replaceState(null, "", "#step=" + (stop + 1));
    }

    function play() {
      if (playing) { clearInterval(playing); playing = null; $("play").textContent = "▶ Play"; return; }
      if (stop >= stops.length - 1) go(-1, false);
      $("play").textContent = "❚❚ Pause";
      playing = setInterval(() => {
        if (stop >= stops.length - 1) { play(); return; }
        go(stop + 1, true);
      }, 1400 / speed);
    }

    $("back").addEventListener("click", () => go(stop - 1, false));
    $("next").addEventListener("click", () => go(stop + 1, true));
    $("play").addEventListener("click", play);
    $("speed").addEventListener("change", event => { speed = Number(event.target.value); });
    $("scrub").max = String(stops.length);
    $("scrub").addEventListener("input", event => go(Number(event.target.value) - 1, false));
    document.addEventListener("keydown", event => {
      if (event.target.tagName === "INPUT" || event.target.tagName === "SELECT") return;
      if (event.key === "ArrowRight" || event.key === "ArrowDown") { go(stop + 1, true); event.preventDefault(); }
      else if (event.key === "ArrowLeft" || event.key === "ArrowUp") { go(stop - 1, false); event.preventDefault(); }
      else if (event.key === " ") { play(); event.preventDefault(); }
      else if (event.key === "Home") go(-1, false);
      else if (event.key === "End") go(stops.length - 1, false);
    });

    // What the table shows, read back from the page (rows being faded out are not shown).
    function shownTable() {
      return [...$("table").querySelectorAll(".section")].map(section => ({
        title: section.querySelector(".section-header").textContent,
        rows: [...section.querySelectorAll(".row:not(.ghost)")].map(row => ({
          item: row.dataset.item, content: row.querySelector(".content").textContent,
        })),
      }));
    }

    if (checking) {
      // Walk every stop with the Next button's code, and record the table after each apply.
      const seen = [];
      go(-1, false);
      while (stop < stops.length - 1) {
        const from = stepAt(stop);
        go(stop + 1, true);
        for (let i = from + 1; i <= stepAt(stop); i++) {
          if (steps[i].diff) seen.push({ step: i, text: steps[i].text, sections: shownTable() });
        }
      }
      $("check").textContent = JSON.stringify(seen);
    } else {
      // #step=N opens step N; #step=N&pause=F plays the step's animation from step N-1 and
      // holds it at fraction F (0 to 1), to look at one frame of it.
      const wanted = /^#step=(\\d+)(?:&pause=([0-9.]+))?$/.exec(location.hash);
      const target = wanted ? Number(wanted[1]) - 1 : -1;
      if (wanted && wanted[2] !== undefined && target > 0) {
        go(target - 1, false);
        go(target, true);
        document.getAnimations().forEach(animation => {
          animation.pause();
          animation.currentTime = Number(wanted[2]) * duration();
        });
      } else {
        go(target, false);
      }
    }
    """
}
