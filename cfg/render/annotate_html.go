package render

import (
	"bytes"
	"fmt"
	"html/template"
	"strings"
	"sync"

	"github.com/splitwcet/splitwcet/cfg"
)

// AnnotatedHTML writes a self-contained page (no network, no CDN) showing
// svg, an annotated CFG as SVG renders it, inline with pan (drag), zoom
// (wheel, +/- keys and buttons), fit, and a search box that highlights the
// nodes whose block names, source lines or tooltip contain the text and
// steps through them (Enter). svgFile, when not empty, is linked as the
// picture's file. title is the page title, shown in full above the
// picture; hint, a HIP line of the kernel ("kernel.hip:43"), is the search
// box's example ("" for none).
func AnnotatedHTML(buf *bytes.Buffer, title string, svg []byte, svgFile, hint string) error {
	s := string(svg)
	if i := strings.Index(s, "<svg"); i > 0 {
		s = s[i:]
	}
	placeholder := "search block, cycles, HIP line"
	if hint != "" {
		placeholder += " (" + hint + ")"
	}
	return annotHTMLTmpl().Execute(buf, struct {
		Title, File, Placeholder string
		SVG                      template.HTML
		JS                       template.JS
		CSS                      template.CSS
	}{title, svgFile, placeholder + " ...", template.HTML(s), template.JS(annotJS), template.CSS(annotCSS)})
}

// SearchHint is the HIP line the viewer's search box shows as its
// example: the costliest line of a, "" without line tables.
func SearchHint(a *Annotation) string {
	if ls := a.TopLines(1); len(ls) > 0 {
		return ls[0].Src
	}
	return ""
}

// annotHTMLTmpl is the page's template, parsed when a page is first
// written (not in every command's start-up).
var annotHTMLTmpl = sync.OnceValue(func() *template.Template {
	return template.Must(template.New("annot").Parse(annotHTMLText))
})

const annotHTMLText = `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><title>{{.Title}}</title>
<style>{{.CSS}}</style></head>
<body>
<div id="top"><div id="title">{{.Title}}</div>
<div id="bar"><input id="q" type="search" placeholder="{{.Placeholder}}" size="40" aria-label="search">
<span id="hits"></span>
<button id="zin" title="zoom in (+)">+</button><button id="zout" title="zoom out (-)">&minus;</button><button id="fit" title="fit (0)">fit</button><button id="one" title="actual size (1)">1:1</button>
{{if .File}}<a href="{{.File}}">{{.File}}</a>{{end}}
<span class="help">drag to pan, wheel to zoom, Enter: next match</span></div></div>
<div id="view">{{.SVG}}</div>
<script>{{.JS}}</script>
</body></html>
`

const annotCSS = `html,body{margin:0;height:100%;font:13px Helvetica,Arial,sans-serif}
#top{position:fixed;top:0;left:0;right:0;background:#fafafa;border-bottom:1px solid #ccc;z-index:1;padding:4px 8px}
#title{font-weight:bold;white-space:normal;margin-bottom:4px}
#bar{display:flex;flex-wrap:wrap;gap:8px;align-items:center}
#view{position:absolute;top:64px;left:0;right:0;bottom:0;overflow:hidden;cursor:grab;background:#fff}
#view svg{width:100%;height:100%;display:block}
.help{color:#757575}
#hits{color:#1565c0;min-width:6em}
g.node.hit polygon,g.node.hit path{stroke:#1565c0 !important;stroke-width:4px !important}
g.node.cur polygon,g.node.cur path{stroke:#00b0ff !important;stroke-width:10px !important}`

// annotJS pans and zooms by rewriting the SVG's viewBox and searches the
// node groups Graphviz writes (<g class="node">).
const annotJS = `(function(){
var view=document.getElementById('view'),svg=view.querySelector('svg');
// The title wraps rather than hide the bound: the picture starts below it.
view.style.top=document.getElementById('top').offsetHeight+1+'px';
if(!svg)return;
svg.removeAttribute('width');svg.removeAttribute('height');
var full=svg.viewBox.baseVal,box={x:full.x,y:full.y,w:full.width,h:full.height},home=null;
function set(){svg.setAttribute('viewBox',box.x+' '+box.y+' '+box.w+' '+box.h);}
function scale(){var r=view.getBoundingClientRect();return Math.max(box.w/r.width,box.h/r.height);}
function fit(){box={x:full.x,y:full.y,w:full.width,h:full.height};set();}
// The first view: the whole graph when it fits at actual size or larger
// (never smaller: 9-point text shrunk by 1.6 was 7 pixels), else the top
// left at actual size (fit, the button or 0, shows the whole graph).
// Graphviz draws in points: actual size shows 3 points in 4 pixels.
var PT=0.75;
function start(){var r=view.getBoundingClientRect();
 if(Math.max(full.width/r.width,full.height/r.height)<=PT){fit();return;}
 box={x:full.x,y:full.y,w:r.width*PT,h:r.height*PT};set();}
function zoom(f,cx,cy){var r=view.getBoundingClientRect(),s=scale();
 if(cx===undefined){cx=r.width/2;cy=r.height/2;}
 var px=box.x+cx*s,py=box.y+cy*s;box.w*=f;box.h*=f;var t=scale();
 box.x=px-cx*t;box.y=py-cy*t;set();}
function one(){var r=view.getBoundingClientRect();box.w=r.width*PT;box.h=r.height*PT;set();}
view.addEventListener('wheel',function(e){e.preventDefault();var r=view.getBoundingClientRect();
 zoom(e.deltaY<0?1/1.2:1.2,e.clientX-r.left,e.clientY-r.top);},{passive:false});
var drag=null;
view.addEventListener('mousedown',function(e){drag={x:e.clientX,y:e.clientY,bx:box.x,by:box.y};view.style.cursor='grabbing';});
window.addEventListener('mousemove',function(e){if(!drag)return;var s=scale();
 box.x=drag.bx-(e.clientX-drag.x)*s;box.y=drag.by-(e.clientY-drag.y)*s;set();});
window.addEventListener('mouseup',function(){drag=null;view.style.cursor='grab';});
document.getElementById('zin').onclick=function(){zoom(1/1.5);};
document.getElementById('zout').onclick=function(){zoom(1.5);};
document.getElementById('fit').onclick=fit;
document.getElementById('one').onclick=one;
var nodes=[].slice.call(svg.querySelectorAll('g.node')),text=nodes.map(function(g){
 var t=g.textContent;[].slice.call(g.querySelectorAll('a')).forEach(function(a){
  t+=' '+(a.getAttribute('xlink:title')||a.getAttribute('title')||'');});return t.toLowerCase();});
var q=document.getElementById('q'),hits=document.getElementById('hits'),found=[],cur=-1;
function center(g){var b=g.getBBox(),m=g.getCTM(),sm=svg.getCTM();
 var x=b.x+b.width/2,y=b.y+b.height/2;
 if(m&&sm){var p=svg.createSVGPoint();p.x=x;p.y=y;p=p.matrixTransform(sm.inverse().multiply(m));x=p.x;y=p.y;}
 box.x=x-box.w/2;box.y=y-box.h/2;set();}
// A query FILE:LINE matches that line only (kernel.hip:4 is not kernel.hip:40).
function matcher(s){if(/^\S+:\d+$/.test(s)){var re=new RegExp(s.replace(/[.*+?^${}()|[\]\\]/g,'\\$&')+'(?![0-9])');
 return function(t){return re.test(t);};}return function(t){return t.indexOf(s)>=0;};}
function search(){var s=q.value.trim().toLowerCase(),m=matcher(s);found=[];cur=-1;
 nodes.forEach(function(g,i){g.classList.remove('hit');g.classList.remove('cur');
  if(s&&m(text[i])){g.classList.add('hit');found.push(g);}});
 hits.textContent=s?found.length+' match'+(found.length==1?'':'es'):'';
 if(found.length)step();}
function step(){if(!found.length)return;if(cur>=0)found[cur].classList.remove('cur');
 cur=(cur+1)%found.length;found[cur].classList.add('cur');
 hits.textContent=(cur+1)+'/'+found.length;center(found[cur]);}
q.addEventListener('input',search);
q.addEventListener('keydown',function(e){if(e.key==='Enter'){e.preventDefault();step();}});
window.addEventListener('keydown',function(e){if(e.target===q)return;
 if(e.key==='+'||e.key==='=')zoom(1/1.5);else if(e.key==='-')zoom(1.5);
 else if(e.key==='0')fit();else if(e.key==='1')one();else if(e.key==='/'){e.preventDefault();q.focus();}});
var hq=location.hash.match(/q=([^&]*)/);
if(/(^#|&)fit/.test(location.hash))fit();else start();
if(hq){q.value=decodeURIComponent(hq[1]);search();}
window.cfgView={zoom:zoom,fit:fit,search:function(s){q.value=s;search();},box:function(){return box;}};
})();`

// AnnotatedTitle is the page title of an annotated CFG.
func AnnotatedTitle(kernel string, a *Annotation) string {
	return fmt.Sprintf("%s: %s", kernel, a.Context.Describe(a.BoundCycles))
}

// AnnotatedFormats are the formats of FormatAnnotated.
var AnnotatedFormats = []string{"svg", "html", "dot", "json", "text"}

// TopN is how many blocks and HIP lines "where the time goes" lists.
const TopN = 10

// FormatAnnotated renders g with a in one of AnnotatedFormats: json is
// AnnotatedJSON with provenance prov; dot AnnotatedDOT; svg its layout by
// Graphviz; html the svg inside AnnotatedHTML's viewer. kernel is the name
// the pictures show (demangled).
func FormatAnnotated(buf *bytes.Buffer, format string, g *cfg.Graph, a *Annotation, kernel string, fold Fold, prov any) error {
	switch format {
	case "json":
		return AnnotatedJSON(buf, g, a, prov)
	case "text":
		AnnotatedText(buf, g, a, kernel, TopN)
		return nil
	case "dot", "svg", "html":
	default:
		return fmt.Errorf("unknown format %q: want one of %s", format, strings.Join(AnnotatedFormats, ", "))
	}
	dot, err := AnnotatedDOT(g, a, kernel, fold)
	if err != nil {
		return err
	}
	if format == "dot" {
		buf.WriteString(dot)
		return nil
	}
	var svg bytes.Buffer
	if err := SVG(&svg, dot); err != nil {
		return err
	}
	if format == "svg" {
		buf.Write(svg.Bytes())
		return nil
	}
	return AnnotatedHTML(buf, AnnotatedTitle(kernel, a), svg.Bytes(), "", SearchHint(a))
}
