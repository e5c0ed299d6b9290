/// The page's style sheet: system fonts, colours with at least 4.5:1 contrast for text, visible
/// focus, the drawing's shapes and overlays, and print rules (every locale's tab printed, controls
/// and audio left out).
enum ReportStyle {
  static let css = """
    :root{--ink:#1c1c1e;--muted:#4a4a4f;--line:#c7c7cc;--accent:#0550b8;--violation:#b00020;--review:#8a4b00;\
    --bg:#ffffff;--panel:#f5f5f7}
    *{box-sizing:border-box}
    body{margin:0;font:15px/1.45 system-ui,-apple-system,"Segoe UI",Roboto,"Noto Sans",sans-serif;color:var(--ink);\
    background:var(--bg);display:grid;grid-template-columns:minmax(14rem,20rem) minmax(0,1fr);grid-template-areas:"head head" "nav main" "foot foot"}
    header{grid-area:head;padding:1rem 1.5rem;border-bottom:1px solid var(--line)}
    header h1{margin:0 0 .25rem;font-size:1.5rem}
    nav{grid-area:nav;padding:1rem;border-inline-end:1px solid var(--line);background:var(--panel);\
    position:sticky;top:0;align-self:start;max-height:100vh;overflow:auto}
    nav h2{font-size:1rem;margin:0 0 .5rem}
    nav ul{list-style:none;margin:0;padding:0}
    nav ul ul{padding-inline-start:.75rem;margin-bottom:.5rem}
    nav li{margin:.15rem 0;overflow-wrap:anywhere}
    .counts{display:block;color:var(--muted);font-size:.8rem}
    main{grid-area:main;padding:1rem 1.5rem;min-width:0}
    footer{grid-area:foot;padding:1rem 1.5rem;border-top:1px solid var(--line);color:var(--muted);font-size:.85rem}
    a{color:var(--accent)}
    :focus-visible{outline:3px solid var(--accent);outline-offset:2px}
    .skip{position:absolute;left:.5rem;top:-4rem;background:var(--bg);padding:.5rem}
    .skip:focus{top:.5rem;z-index:10}
    .visually-hidden{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}
    .controls{display:flex;flex-wrap:wrap;gap:.75rem;align-items:flex-start}
    .controls h2{flex-basis:100%;font-size:1rem;margin:0}
    fieldset{border:1px solid var(--line);border-radius:6px;padding:.4rem .75rem;margin:0}
    fieldset label{display:inline-block;margin-inline-end:.75rem}
    .file>h2{font-size:1.2rem;overflow-wrap:anywhere;border-bottom:2px solid var(--line);padding-bottom:.25rem}
    .scene{margin:1rem 0 2rem}
    .scene h3{margin:.5rem 0 .1rem;font-size:1.1rem}
    .meta{margin:0 0 .5rem;color:var(--muted)}
    .tabs{display:flex;gap:.25rem;margin:.5rem 0}
    .tabs [role=tab]{font:inherit;padding:.25rem .75rem;border:1px solid var(--line);border-radius:6px 6px 0 0;\
    background:var(--panel);color:var(--ink);cursor:pointer}
    .tabs [role=tab][aria-selected=true]{background:var(--bg);border-bottom-color:var(--bg);font-weight:600}
    .reading{display:flex;flex-wrap:wrap;gap:1.25rem;align-items:flex-start}
    .reading[hidden]{display:none}
    figure{margin:0;max-width:100%;min-width:0;flex:0 1 auto}
    figcaption{color:var(--muted);font-size:.85rem;max-width:30rem}
    svg.screen{max-width:100%;height:auto;font-family:system-ui,-apple-system,"Segoe UI",Roboto,"Noto Sans",sans-serif}
    svg .device{fill:#ffffff;stroke:#8e8e93;stroke-width:1.5}
    svg .view{fill:none;stroke:#d1d1d6;stroke-width:.75}
    svg .view.row{stroke:#b0b0b8}
    svg .estimated{stroke-dasharray:4 3}
    svg .bar{fill:#f2f2f7;stroke:#c7c7cc;stroke-width:.75}
    svg .button{fill:#eef4ff;stroke:#0550b8;stroke-width:1}
    svg .text-box{fill:none;stroke:none}
    svg .field{fill:#ffffff;stroke:#8e8e93;stroke-width:1}
    svg .image{fill:#e5e5ea;stroke:#aeaeb2}
    svg .image-cross{stroke:#c7c7cc;stroke-width:1}
    svg .image-name{fill:#3a3a3c}
    svg .control{fill:#f2f2f7;stroke:#8e8e93}
    svg .switch{fill:#e5e5ea;stroke:#aeaeb2}
    svg .switch.on{fill:#34c759}
    svg .knob{fill:#ffffff;stroke:#8e8e93}
    svg .track{stroke:#d1d1d6;stroke-width:4;stroke-linecap:round}
    svg .track-filled{stroke:#0550b8;stroke-width:4;stroke-linecap:round}
    svg .label{fill:#1c1c1e}
    svg .button-title{fill:#0550b8}
    svg .placeholder{fill:#6e6e73}
    svg .stop .outline{fill-opacity:.3;stroke-width:2}
    svg .badge-number{font-size:11px;font-weight:700;text-anchor:middle}
    svg .finding rect{fill:none;stroke-width:2.5}
    svg .finding.violation rect{stroke:#b00020}
    svg .finding.needs-review rect{stroke:#8a4b00;stroke-dasharray:5 3}
    svg .finding circle{stroke:#ffffff;stroke-width:1.5}
    svg .finding.violation circle{fill:#b00020}
    svg .finding.needs-review circle{fill:#8a4b00}
    svg .finding text{fill:#ffffff;font-size:11px;font-weight:700;text-anchor:middle}
    svg .finding.known rect,svg .finding.suppressed rect{stroke:#6e6e73;stroke-dasharray:2 3}
    svg .finding.known circle,svg .finding.suppressed circle{fill:#6e6e73}
    svg .touch-targets{display:none}
    body.touch-targets svg .touch-targets{display:inline}
    body.no-focus svg .focus{display:none}
    svg .tt{fill:none;stroke:#00796b;stroke-width:1.5;stroke-dasharray:3 2}
    svg .tt.small{stroke:#b00020}
    svg .stop.active .outline{fill-opacity:.6;stroke-width:4}
    .legend{list-style:none;margin:0;padding:0;flex:1 1 22rem;min-width:18rem;max-width:46rem}
    .legend li{display:grid;grid-template-columns:2rem 1fr;column-gap:.5rem;padding:.4rem;border-bottom:1px solid #e5e5ea}
    .legend li:hover{background:#eef4ff}
    .legend li,.findings li{content-visibility:auto;contain-intrinsic-size:auto 4.5rem}
    .legend .swatch{grid-row:span 4;width:1.6rem;height:1.6rem;border-radius:50%;border:1px solid #000;\
    display:flex;align-items:center;justify-content:center;font-weight:700;font-size:.8rem}
    .legend p,.legend dl{margin:0;overflow-wrap:anywhere;min-width:0}
    .said{font-weight:600}
    dl{display:flex;flex-wrap:wrap;gap:0 .75rem;font-size:.85rem;color:var(--muted)}
    dt{font-weight:600}
    dt::after{content:":"}
    dd{margin:0}
    .where{font-size:.8rem;color:var(--muted);overflow-wrap:anywhere}
    .where .element{font-weight:600}
    .findings{list-style:none;padding:0;margin:0}
    .finding{border-inline-start:4px solid var(--violation);padding:.4rem .75rem;margin:.5rem 0;background:#fdf3f4}
    .finding.needs-review{border-color:var(--review);background:#fdf6ec}
    .finding.known,.finding.suppressed{opacity:.85;background:var(--panel)}
    .finding p{margin:.15rem 0;overflow-wrap:anywhere}
    .finding .kind{font-weight:700}
    .finding.violation .kind{color:var(--violation)}
    .finding.needs-review .kind{color:var(--review)}
    .impact{border:1px solid var(--line);border-radius:4px;padding:0 .3rem;font-size:.8rem}
    .tag{border-radius:4px;padding:0 .3rem;font-size:.8rem;background:#e5e5ea}
    .new-tag{background:#0550b8;color:#ffffff}
    .finding:target{outline:3px solid var(--accent)}
    .filtered{display:none}
    .unplaced{color:var(--muted);font-size:.85rem}
    code{font-family:ui-monospace,"DejaVu Sans Mono",monospace;font-size:.85em;overflow-wrap:anywhere}
    @media (max-width:50rem){body{display:block}nav{position:static;max-height:none}}
    @media print{body{display:block}nav,.controls,.tabs,.skip,audio{display:none}\
    .reading[hidden]{display:flex}.scene{break-inside:avoid-page}a{color:inherit}\
    .finding,.legend li{break-inside:avoid}}
    """
}
