import DiffableEngine

/// The replay page's style sheet: the script, then a phone-shaped device with the diff beside
/// it (above it on a narrow window), light and dark colours from `prefers-color-scheme`, and
/// the look of a plain `UITableView`.
enum HTMLStyle {
  static let css = """
    :root {
      color-scheme: light dark;
      --bg: #f4f4f7; --panel: #ffffff; --text: #1c1c1e; --muted: #6c6c70; --line: #d1d1d6;
      --accent: #0a60d0; --code: #1f2937; --code-bg: #eef1f5; --error: #b3261e; --error-bg: #fdecea;
      --stale: #8a5a00; --stale-bg: #fff4d6; --device: #1c1c1e; --cell: #ffffff; --group: #f2f2f7;
      --header: #6c6c70; --current: #e6f0ff; --insert: #1b7f3b; --delete: #b3261e; --move: #8a5a00;
      --crash-bg: rgba(60, 0, 0, 0.96); --crash-text: #ffe9e6;
    }
    @media (prefers-color-scheme: dark) {
      :root {
        --bg: #111114; --panel: #1c1c1f; --text: #ececf1; --muted: #a1a1aa; --line: #38383d;
        --accent: #6aa8ff; --code: #e5e7eb; --code-bg: #26262b; --error: #ff8a80; --error-bg: #3a1614;
        --stale: #ffd27a; --stale-bg: #3a2c0c; --device: #000000; --cell: #1c1c1e; --group: #000000;
        --header: #a1a1aa; --current: #1d2a40; --insert: #6ee391; --delete: #ff8a80; --move: #ffd27a;
        --crash-bg: rgba(40, 0, 0, 0.97); --crash-text: #ffe9e6;
      }
    }
    * { box-sizing: border-box; }
    body { margin: 0; background: var(--bg); color: var(--text);
      font: 15px/1.45 -apple-system, "SF Pro Text", "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif; }
    header { position: sticky; top: 0; z-index: 5; background: var(--panel); border-bottom: 1px solid var(--line);
      padding: 10px 18px; display: flex; flex-wrap: wrap; gap: 8px 18px; align-items: center; }
    h1 { font-size: 17px; margin: 0; font-weight: 600; }
    h1 small { color: var(--muted); font-weight: 400; }
    .controls { display: flex; gap: 6px; align-items: center; flex-wrap: wrap; }
    select { width: auto; }
    button, select { font: inherit; font-size: 14px; color: var(--text); background: var(--code-bg);
      border: 1px solid var(--line); border-radius: 8px; padding: 4px 12px; cursor: pointer; }
    button:hover { border-color: var(--accent); }
    button:disabled { opacity: 0.45; cursor: default; }
    #counter { color: var(--muted); font-variant-numeric: tabular-nums; min-width: 9em; }
    .keys { color: var(--muted); font-size: 12px; }
    main { display: grid; grid-template-columns: minmax(300px, 1fr) auto; gap: 18px;
      padding: 18px; align-items: start; }
    @media (max-width: 1000px) { main { grid-template-columns: 1fr; } }
    .script { background: var(--panel); border: 1px solid var(--line); border-radius: 12px; padding: 8px 0;
      max-height: calc(100vh - 110px); overflow: auto; }
    .entry { padding: 3px 16px; border-left: 3px solid transparent; }
    .entry.future { opacity: 0.4; }
    .entry.future .out { display: none; }
    .entry.current { background: var(--current); border-left-color: var(--accent); }
    .entry.narration { padding-top: 0; padding-bottom: 0; }
    .say { white-space: pre-wrap; margin: 0; min-height: 0.7em; }
    .say.swift, .cmd code { font: 13px/1.4 ui-monospace, "SF Mono", Menlo, Consolas, monospace; }
    .say.swift { color: var(--muted); }
    .cmd code { display: block; white-space: pre-wrap; color: var(--code); background: var(--code-bg);
      padding: 3px 8px; border-radius: 6px; }
    .cmd code::before { content: "diffable> "; color: var(--muted); }
    .where { float: right; color: var(--muted); font-size: 11px; margin-left: 8px; }
    .out { margin: 4px 0 6px; white-space: pre-wrap; font: 12.5px/1.4 ui-monospace, "SF Mono", Menlo, Consolas, monospace; }
    .entry.failed .out { color: var(--error); background: var(--error-bg); padding: 4px 8px; border-radius: 6px; }
    .gap { color: var(--muted); font-style: italic; padding: 4px 16px; }
    /* The phone and the diff side by side, where the eye is; on a narrow window the diff goes
       above the phone. */
    .stage { position: sticky; top: 70px; display: flex; gap: 14px; align-items: flex-start; }
    @media (max-width: 1000px) { .stage { position: static; order: -1; flex-direction: column-reverse;
      align-items: center; } .stage .diff { width: 100%; max-height: 30vh; }
      .device { height: clamp(480px, 70vh, 680px); } .script { max-height: 60vh; } }
    /* A phone's proportions (about 9 : 19.5), as tall as the window allows. */
    .device { position: relative; background: var(--device); border-radius: 44px; padding: 14px 12px 18px;
      border: 1px solid var(--line); box-shadow: 0 6px 24px rgba(0,0,0,0.18);
      height: clamp(520px, calc(100vh - 110px), 780px); aspect-ratio: 9 / 19.5; flex: none;
      display: flex; flex-direction: column; }
    .statusbar { color: #f2f2f7; font-size: 12px; text-align: center; padding: 2px 0 8px; }
    .table { position: relative; background: var(--group); border-radius: 30px; flex: 1; min-height: 0;
      overflow: auto; padding: 6px 0 16px; }
    .section-header { padding: 14px 20px 6px; color: var(--header); font-size: 13px; font-weight: 600; }
    .section-header:empty { padding: 10px 0 0; }
    /* No overflow clipping: a row moving to another section is seen travelling there. The
       rounded corners are the first and last rows' own. */
    .rows { margin: 0 12px; border-radius: 10px; background: var(--cell); }
    .rows > :first-child { border-top-left-radius: 10px; border-top-right-radius: 10px; }
    .rows > :last-child { border-bottom-left-radius: 10px; border-bottom-right-radius: 10px; }
    .row { background: var(--cell); padding: 11px 16px; border-bottom: 1px solid var(--line); white-space: pre-wrap;
      min-height: 44px; }
    .rows .row:last-child { border-bottom: none; }
    .row.stale { background: var(--stale-bg); }
    .stale-note { display: block; color: var(--stale); font-size: 12px; margin-top: 2px; }
    .no-rows { color: var(--muted); font-size: 13px; padding: 10px 16px; background: var(--cell); }
    .note, .more { color: var(--muted); text-align: center; padding: 16px; font-size: 13px; }
    .mode { color: var(--muted); font-size: 12px; text-align: center; padding: 4px; }
    .ghost { position: absolute; pointer-events: none; z-index: 2; }
    .moving { position: relative; z-index: 1; box-shadow: 0 2px 10px rgba(0,0,0,0.25); }
    .crash { position: absolute; inset: 38px 12px 18px; border-radius: 22px; background: var(--crash-bg);
      color: var(--crash-text); padding: 22px 18px; overflow: auto; z-index: 3;
      font: 12.5px/1.45 ui-monospace, "SF Mono", Menlo, Consolas, monospace; }
    .crash strong { display: block; font: 600 15px/1.3 -apple-system, "Segoe UI", Roboto, sans-serif; margin-bottom: 10px; }
    .crash p { margin: 12px 0 0; font-family: -apple-system, "Segoe UI", Roboto, sans-serif; font-size: 13px; }
    /* The diff grows with its calls, up to the window's height. */
    .diff { background: var(--panel); border: 1px solid var(--line); border-radius: 12px; padding: 10px 14px;
      width: 340px; max-height: calc(100vh - 110px); overflow: auto; }
    .diff h2 { font-size: 13px; margin: 0 0 6px; color: var(--muted); font-weight: 600; text-transform: uppercase; }
    .diff pre { margin: 0; white-space: pre-wrap; font: 12.5px/1.45 ui-monospace, "SF Mono", Menlo, Consolas, monospace; }
    .diff .empty { color: var(--muted); }
    .call-deleteRows, .call-deleteSections { color: var(--delete); }
    .call-insertRows, .call-insertSections { color: var(--insert); }
    .call-moveRow, .call-moveSection { color: var(--move); }
    .call-reloadRows, .call-reconfigureRows, .call-reloadSections { color: var(--accent); }
    #check { display: none; }
    """
}
