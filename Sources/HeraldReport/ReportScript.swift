/// The page's script: locale tabs (arrow keys, Home, End), filters by impact, rule and
/// new-versus-baseline, the touch-target and focus-order switches, and the link between a legend
/// entry and its outline (hovering an entry highlights its outline), and deep links: a `#id` in the
/// address that points into a locale tab not shown selects that tab, and a finding the filters hide
/// is shown. Without it the page still shows
/// every scene in its first locale and every finding.
enum ReportScript {
  static let javascript = """
    (function(){
    "use strict";
    document.querySelectorAll('[role=tablist]').forEach(function(list){
      var tabs=Array.prototype.slice.call(list.querySelectorAll('[role=tab]'));
      function select(tab){
        tabs.forEach(function(other){
          var on=other===tab;
          other.setAttribute('aria-selected',on?'true':'false');
          other.tabIndex=on?0:-1;
          var panel=document.getElementById(other.getAttribute('aria-controls'));
          if(panel){panel.hidden=!on;}
        });
      }
      tabs.forEach(function(tab,index){
        tab.addEventListener('click',function(){select(tab);});
        tab.addEventListener('keydown',function(event){
          var next=null;
          if(event.key==='ArrowRight'||event.key==='ArrowDown'){next=tabs[(index+1)%tabs.length];}
          else if(event.key==='ArrowLeft'||event.key==='ArrowUp'){next=tabs[(index-1+tabs.length)%tabs.length];}
          else if(event.key==='Home'){next=tabs[0];}
          else if(event.key==='End'){next=tabs[tabs.length-1];}
          if(next){event.preventDefault();select(next);next.focus();}
        });
      });
    });
    function checked(selector){
      var values=new Map();
      document.querySelectorAll(selector).forEach(function(box){values.set(box.value,box.checked);});
      return values;
    }
    function applyFilters(){
      var impacts=checked('.filter-impact'),rules=checked('.filter-rule');
      var onlyNew=document.getElementById('only-new');
      document.querySelectorAll('.finding[data-rule]').forEach(function(item){
        var shown=impacts.get(item.dataset.impact)!==false&&rules.get(item.dataset.rule)!==false;
        if(onlyNew&&onlyNew.checked&&!item.classList.contains('new')){shown=false;}
        item.classList.toggle('filtered',!shown);
      });
    }
    document.querySelectorAll('.filter-impact,.filter-rule,#only-new').forEach(function(box){
      box.addEventListener('change',applyFilters);
    });
    function toggle(id,cls,whenChecked){
      var box=document.getElementById(id);
      if(!box){return;}
      function apply(){document.body.classList.toggle(cls,box.checked===whenChecked);}
      box.addEventListener('change',apply);apply();
    }
    toggle('show-touch-targets','touch-targets',true);
    toggle('show-focus','no-focus',false);
    document.querySelectorAll('.legend .stop').forEach(function(item){
      var panel=item.closest('.reading');
      var outline=panel&&panel.querySelector('svg .stop[data-stop="'+item.dataset.stop+'"]');
      function on(){item.classList.add('active');if(outline){outline.classList.add('active');}}
      function off(){item.classList.remove('active');if(outline){outline.classList.remove('active');}}
      item.addEventListener('mouseenter',on);item.addEventListener('mouseleave',off);
    });
    function reveal(){
      var id=decodeURIComponent(location.hash.slice(1));
      var target=id&&document.getElementById(id);
      if(!target){return;}
      var panel=target.closest('[role=tabpanel][hidden]');
      var tab=panel&&document.querySelector('[role=tab][aria-controls="'+panel.id+'"]');
      if(tab){tab.click();}
      if(target.classList.contains('filtered')){target.classList.remove('filtered');}
      target.scrollIntoView();
    }
    window.addEventListener('hashchange',reveal);
    reveal();
    })();
    """
}
