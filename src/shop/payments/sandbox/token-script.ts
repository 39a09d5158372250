/**
 * The card-token service's browser script (docs/adr/018), served by the card sandbox from its own origin at
 * /v1/token.js. The shop's card form calls `window.SandboxCardToken.createToken({...})`; the card details go
 * straight from the browser to the provider, and the shop's form posts only the token it gets back.
 */
export function tokenScript(origin: string): string {
  return `/* Card-token service (sandbox). Card details go to ${origin} only. */
(function () {
  'use strict';
  var endpoint = ${JSON.stringify(`${origin}/v1/tokens`)};
  var NETWORK_ERROR = 'カード情報を送信できませんでした。通信環境をご確認のうえ、もう一度お試しください。';
  function fail(message, code, field) {
    var error = new Error(message);
    error.code = code;
    if (field) error.field = field;
    return error;
  }
  function createToken(card) {
    card = card || {};
    var body = JSON.stringify({
      number: String(card.number || ''),
      expMonth: card.expMonth,
      expYear: card.expYear,
      cvc: String(card.cvc || ''),
      holderName: card.holderName ? String(card.holderName) : ''
    });
    return fetch(endpoint, {
      method: 'POST',
      mode: 'cors',
      credentials: 'omit',
      headers: { 'content-type': 'application/json' },
      body: body
    }).then(
      function (response) {
        return response.json().then(function (answer) {
          if (!response.ok || !answer.token) {
            var e = answer && answer.error ? answer.error : {};
            throw fail(e.message || NETWORK_ERROR, e.code || 'token_error', e.field);
          }
          return { token: answer.token, brand: answer.brand, last4: answer.last4 };
        });
      },
      function () {
        throw fail(NETWORK_ERROR, 'network_error');
      }
    );
  }
  window.SandboxCardToken = { createToken: createToken };
})();
`
}
