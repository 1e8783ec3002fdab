// Start: pick a name (registers a person; the token stays in this browser) or paste a token.
import { html } from 'htm/preact';
import { useState } from 'preact/hooks';
import { MeDocument, RegisterDocument, execute } from '../../../sdk/src/index.js';
import { http, run, setIdentity, toast } from '../api.js';
import { go, takeReturn } from '../router.js';
import { t } from '../i18n.js';

function done(): void {
  const back = takeReturn();
  if (back && back !== '#/' && back !== '') location.hash = back;
  else go('lobby');
}

export function StartPage() {
  const [name, setName] = useState('');
  const [pasted, setPasted] = useState('');
  const [busy, setBusy] = useState(false);
  const register = async (e: Event) => {
    e.preventDefault();
    setBusy(true);
    try {
      const r = await run(RegisterDocument, { input: { name } });
      setIdentity(r.register.apiToken.token, r.register.player.name);
      done();
    } catch {
      /* the toast says why */
    } finally {
      setBusy(false);
    }
  };
  const usePasted = async (e: Event) => {
    e.preventDefault();
    try {
      const me = await execute({ ...http(), token: pasted.trim() }, MeDocument);
      if (!me.me) throw new Error(t().badToken);
      setIdentity(pasted.trim(), me.me.name);
      done();
    } catch (err) {
      toast(err);
    }
  };
  const T = t();
  return html`<main class="page start">
    <h1>Skat</h1>
    <p>${T.startIntro}</p>
    <form onSubmit=${register} class="card-box">
      <label for="name">${T.yourName}</label>
      <input id="name" name="name" data-autofocus autocomplete="nickname" required maxlength="40" value=${name} onInput=${(e: Event) => setName((e.target as HTMLInputElement).value)} />
      <button type="submit" class="primary" disabled=${busy}>${T.startPlaying}</button>
    </form>
    <details class="card-box">
      <summary>${T.haveToken}</summary>
      <form onSubmit=${usePasted}>
        <label for="token">${T.apiToken}</label>
        <input id="token" name="token" autocomplete="off" value=${pasted} onInput=${(e: Event) => setPasted((e.target as HTMLInputElement).value)} />
        <button type="submit">${T.useToken}</button>
      </form>
    </details>
  </main>`;
}
