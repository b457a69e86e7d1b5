/**
 * A stand-in for Google's `https://apis.google.com/js/api.js`, which this machine cannot reach.
 * The Firebase SDK (in our page) and the Auth emulator's helper iframe load it to talk to each
 * other through `gapi.iframes`; e2e tests answer that request with this script via Playwright
 * routing. It implements only what those two use: load, getContext().open (the SDK's side),
 * getParentIframe (the iframe's side), register, send, ping and restyle, over postMessage.
 * TEST-ONLY: the app never ships or loads it.
 */
const standIn = String.raw`
(function () {
  var TAG = '__gapiStandIn';
  var channels = [];

  function Channel(peer) {
    this.peer = peer;
    this.handlers = {};
    this.unhandled = {};
    this.replies = {};
    this.nextId = 1;
    this.ready = false;
    this.onReady = [];
    channels.push(this);
  }
  Channel.prototype.post = function (message) {
    message[TAG] = true;
    this.peer.postMessage(message, '*');
  };
  Channel.prototype.register = function (type, handler) {
    this.handlers[type] = handler;
    var waiting = this.unhandled[type] || [];
    delete this.unhandled[type];
    for (var i = 0; i < waiting.length; i++) this.receive(waiting[i]);
  };
  Channel.prototype.send = function (type, payload, callback) {
    var id = this.nextId++;
    this.replies[id] = callback;
    this.post({ kind: 'send', type: type, payload: payload, id: id });
  };
  Channel.prototype.receive = function (message) {
    if (message.kind === 'hello') {
      if (!this.ready) this.post({ kind: 'hello' });
      this.ready = true;
      var callbacks = this.onReady.splice(0);
      for (var i = 0; i < callbacks.length; i++) callbacks[i]();
    } else if (message.kind === 'send') {
      var handler = this.handlers[message.type];
      if (!handler) {
        (this.unhandled[message.type] = this.unhandled[message.type] || []).push(message);
        return;
      }
      this.post({ kind: 'reply', id: message.id, result: [handler(message.payload)] });
    } else if (message.kind === 'reply') {
      var callback = this.replies[message.id];
      delete this.replies[message.id];
      // gapi swallows what a callback throws (the SDK relies on that).
      try { if (callback) callback(message.result); } catch (ignored) {}
    }
  };
  Channel.prototype.ping = function (callback) {
    var channel = this;
    return new Promise(function (resolve) {
      var done = function () { if (callback) callback(); resolve(); };
      if (channel.ready) done(); else channel.onReady.push(done);
    });
  };
  Channel.prototype.restyle = function () { return Promise.resolve(); };

  window.addEventListener('message', function (event) {
    var message = event.data;
    if (!message || !message[TAG]) return;
    for (var i = 0; i < channels.length; i++) {
      if (channels[i].peer === event.source) return channels[i].receive(message);
    }
  });

  var context = {
    open: function (options, callback) {
      var frame = document.createElement('iframe');
      var attributes = options.attributes || {};
      for (var name in attributes) {
        if (name === 'style') Object.assign(frame.style, attributes.style);
        else frame.setAttribute(name, attributes[name]);
      }
      frame.src = options.url;
      (options.where || document.body).appendChild(frame);
      return callback(new Channel(frame.contentWindow));
    },
    getParentIframe: function () {
      var channel = new Channel(window.parent);
      channel.post({ kind: 'hello' });
      return channel;
    },
  };

  window.gapi = window.gapi || {};
  window.gapi.iframes = {
    CROSS_ORIGIN_IFRAMES_FILTER: function () { return true; },
    getContext: function () { return context; },
  };
  window.gapi.load = function (name, options) {
    var callback = typeof options === 'function' ? options : options && options.callback;
    setTimeout(function () { if (callback) callback(); }, 0);
  };
  var onload = new URL(document.currentScript.src).searchParams.get('onload');
  setTimeout(function () {
    if (onload && typeof window[onload] === 'function') window[onload]();
    if (typeof window.gapi_onload === 'function') window.gapi_onload();
  }, 0);
})();
`;

export const GAPI_SCRIPT_URL = 'https://apis.google.com/js/api.js*';

export function gapiStandInScript(): string {
  return standIn;
}
