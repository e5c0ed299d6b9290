import Foundation
import HeraldTestSupport

/// Scripts the report tests inject into a copy of a report before Chromium loads it: each
/// measures the page as drawn and leaves what it found as JSON in a `data-*` attribute of
/// `<html>`, which `--dump-dom` prints.
enum ReportProbe {
  /// `data-probe`: the resources the page loaded, and per scene and locale the legend entries,
  /// the badges (number, colour, centre and outline as laid out) and the finding markers, and the
  /// findings listed.
  static let layout = """
    (function(){
    function box(e){var b=e.getBoundingClientRect();return {x:b.x,y:b.y,w:b.width,h:b.height};}
    function run(){
      var root=document.documentElement;
      var out={resources:performance.getEntriesByType('resource').map(function(e){return e.name;}),
        overflow:root.scrollWidth-root.clientWidth,scenes:[]};
      document.querySelectorAll('article.scene').forEach(function(section){
        var scene={name:section.querySelector('h3').textContent,readings:[],listed:[],svgs:[]};
        section.querySelectorAll('.reading').forEach(function(panel){
          var hidden=panel.hidden;panel.hidden=false;
          var reading={locale:panel.dataset.locale,mirrored:panel.querySelector('svg').classList.contains('mirrored'),hidden:hidden,legend:[],badges:[],markers:[]};
          panel.querySelectorAll('.legend li.stop').forEach(function(item){
            reading.legend.push({n:+item.dataset.stop,element:item.dataset.element,drawn:item.dataset.drawn!=='false',
              colour:getComputedStyle(item.querySelector('.swatch')).backgroundColor,
              said:item.querySelector('.said').textContent});
          });
          panel.querySelectorAll('svg g.stop').forEach(function(group){
            var badge=group.querySelector('circle.badge');
            reading.badges.push({n:+group.dataset.stop,element:group.dataset.element,
              text:group.querySelector('text.badge-number').textContent,
              colour:getComputedStyle(badge).fill,badge:box(badge),outline:box(group.querySelector('rect.outline'))});
          });
          panel.querySelectorAll('svg a.finding').forEach(function(marker){
            reading.markers.push({rule:marker.dataset.rule,element:marker.dataset.element,kind:marker.classList[1]});
          });
          var svg=panel.querySelector('svg');
          scene.svgs.push(box(svg));
          panel.hidden=hidden;
          scene.readings.push(reading);
        });
        section.querySelectorAll('ul.findings li.finding').forEach(function(item){
          scene.listed.push({rule:item.dataset.rule,element:item.dataset.element});
        });
        out.scenes.push(scene);
      });
      document.documentElement.setAttribute('data-probe',JSON.stringify(out));
    }
    if(document.readyState==='complete'){run();}else{window.addEventListener('load',run);}
    })();
    """

  /// `data-deep-link`: where a deep link opened the page: the address's target, whether it is
  /// shown (inside no hidden panel, with a size), the page's scroll position and the target's top.
  static let deepLink = """
    window.addEventListener('load',function(){
      var id=decodeURIComponent(location.hash.slice(1));
      var target=document.getElementById(id);
      var out={id:id,found:!!target,shown:false,scrollY:window.scrollY,top:-1};
      if(target){
        var box=target.getBoundingClientRect();
        out.shown=!target.closest('[hidden]')&&box.height>0;
        out.top=box.top;
      }
      document.documentElement.setAttribute('data-deep-link',JSON.stringify(out));
    });
    """

  /// `data-keyboard`: presses the right arrow on the first locale tab and reports which tab is
  /// selected and focused and which panels are shown.
  static let keyboard = """
    window.addEventListener('load',function(){
      var tab=document.querySelector('[role=tab]');
      if(!tab){document.documentElement.setAttribute('data-keyboard','{}');return;}
      tab.focus();
      tab.dispatchEvent(new KeyboardEvent('keydown',{key:'ArrowRight',bubbles:true}));
      var list=tab.closest('[role=tablist]');
      var tabs=Array.prototype.slice.call(list.querySelectorAll('[role=tab]'));
      document.documentElement.setAttribute('data-keyboard',JSON.stringify({
        focused:document.activeElement.id,
        selected:tabs.filter(function(t){return t.getAttribute('aria-selected')==='true';}).map(function(t){return t.id;}),
        shown:tabs.map(function(t){return !document.getElementById(t.getAttribute('aria-controls')).hidden;})}));
    });
    """

  /// `data-axe`: axe-core's violations of the page (WCAG 2 A and AA and best practices), each
  /// rule with its impact, node count and first node's HTML.
  static let axeRun = """
    window.addEventListener('load',function(){
      axe.run(document,{resultTypes:['violations']}).then(function(result){
        document.documentElement.setAttribute('data-axe',JSON.stringify(result.violations.map(function(v){
          return {id:v.id,impact:v.impact,nodes:v.nodes.length,html:v.nodes[0].html.slice(0,300)};})));
      }).catch(function(error){document.documentElement.setAttribute('data-axe',JSON.stringify([{id:'axe failed: '+error}]));});
    });
    """

  /// axe-core itself (scripts/fetch-axe.sh puts it in .build/axe).
  static func axe() throws -> String {
    let path = TestPaths.repository + "/.build/axe/axe.min.js"
    guard let script = try? String(contentsOfFile: path, encoding: .utf8) else {
      throw Chromium.Failure(
        description: "\(path) is missing: run `make test-deps` (scripts/fetch-axe.sh fetches axe-core from PyPI)")
    }
    return script
  }

  /// The JSON of attribute `name` of a load.
  static func json(_ load: Chromium.Load, _ name: String) throws -> Any {
    guard let text = load.attributes[name], let data = text.data(using: .utf8) else {
      throw Chromium.Failure(description: "the page set no \(name); console: \(load.console)")
    }
    return try JSONSerialization.jsonObject(with: data)
  }
}
