import DiffableEngine

/// The replay page's document: the controls, the script column, the device and the diff,
/// with the style sheet, the session's JSON and the script inline.
enum HTMLPage {
  /// The page; `data` is the session's JSON, already made safe for a `<script>` element.
  static func document(title: String, data: String) -> String {
    let title = HTMLText.escaped(title)
    return """
      <!DOCTYPE html>
      <html lang="en">
      <head>
      <meta charset="utf-8">
      <meta name="viewport" content="width=device-width, initial-scale=1">
      <meta name="generator" content="diffable">
      <title>diffable replay: \(title)</title>
      <style>
      \(HTMLStyle.css)
      </style>
      </head>
      <body>
      <header>
        <h1>diffable replay <small>\(title)</small></h1>
        <nav class="controls" aria-label="Steps">
          <button id="back" title="Back (←)">◀ Back</button>
          <button id="play" title="Play or pause (space)">▶ Play</button>
          <button id="next" title="Next (→)">Next ▶</button>
          <input id="scrub" type="range" min="0" value="0" aria-label="Step">
          <span id="counter"></span>
          <select id="speed" aria-label="Speed" title="Animation speed">
            <option value="1">1×</option><option value="0.5">½× slow</option><option value="0.25">¼× slower</option>
          </select>
          <span class="keys">← → step · space plays</span>
        </nav>
      </header>
      <main>
        <section class="script" id="script" aria-label="The session"></section>
        <section class="stage" aria-label="The table view">
          <div class="device">
            <div class="statusbar" id="statusbar"></div>
            <div class="table" id="table"></div>
            <div class="crash" id="crash" hidden></div>
          </div>
          <div class="diff"><h2 id="diff-title">The diff</h2><pre id="diff-body"></pre></div>
        </section>
      </main>
      <pre id="check"></pre>
      <script type="application/json" id="session">\(data)</script>
      <script>
      \(HTMLScript.javaScript)
      document.getElementById("statusbar").textContent = "UITableView · iOS " + session.ios;
      </script>
      </body>
      </html>

      """
  }
}
