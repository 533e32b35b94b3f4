/* global window, setTimeout */
/*
 * A stand-in for WeChat's JS-SDK (jweixin-1.6.0.js), served by the browser test in
 * place of res.wx.qq.com. It records what the page hands it (window.__wxFake) and,
 * like WeChat, calls ready() after config() and the update*ShareData callbacks.
 */
(function () {
  var rec = { config: null, shares: {} };
  var readyFns = [];
  var configured = false;
  window.__wxFake = rec;
  function share(name) {
    return function (o) {
      rec.shares[name] = { title: o.title, desc: o.desc, link: o.link, imgUrl: o.imgUrl };
      if (o.success) o.success();
    };
  }
  window.wx = {
    config: function (c) {
      rec.config = c;
      configured = true;
      setTimeout(function () {
        readyFns.splice(0).forEach(function (f) { f(); });
      }, 0);
    },
    ready: function (f) {
      if (configured) setTimeout(f, 0);
      else readyFns.push(f);
    },
    error: function () {},
    updateAppMessageShareData: share('updateAppMessageShareData'),
    updateTimelineShareData: share('updateTimelineShareData'),
    onMenuShareWeibo: share('onMenuShareWeibo'),
    onMenuShareQZone: share('onMenuShareQZone'),
  };
})();
