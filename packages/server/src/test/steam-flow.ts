// What a browser does with Steam's OpenID through the stand-in: ask our server for the URL (keeping the cookie a
// sign-in sets), let "Steam" sign in as a player, and come back with the answer in the address.
import type { Answer, TestServer } from './harness.js';
import type { SteamStandIn } from './steam-stand-in.js';

/** The `name=value` part of every Set-Cookie of an answer, as a browser would send them back. */
export function cookiesOf(headers: Headers): string {
  return headers
    .getSetCookie()
    .map((line) => line.split(';')[0]!)
    .filter((pair) => !pair.endsWith('='))
    .join('; ');
}

/** An envelope call that sends `cookie`, as a browser holding it would. */
export async function callWithCookie<T>(
  server: TestServer,
  cookie: string | undefined,
  action: string,
  payload: unknown,
  token?: string,
): Promise<Answer<T>> {
  const response = await fetch(`${server.url}/api/${token ? 'securedHandle' : 'handle'}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(cookie && { cookie }),
      ...(token && { authorization: `Bearer ${token}` }),
    },
    body: JSON.stringify({ action, payload }),
  });
  const json = (await response.json()) as { data: T; error?: Answer['error'] };
  return { status: response.status, data: json.data, error: json.error, headers: response.headers };
}

/** Follows Steam's login page as `steamid`; the address the browser comes back to. */
async function atSteam(steam: SteamStandIn, url: string, steamid: string): Promise<string> {
  steam.loginAs(steamid);
  const page = await fetch(url, { redirect: 'manual' });
  if (page.status !== 302) throw new Error(`Steam stand-in answered ${page.status}`);
  return page.headers.get('location')!;
}

/** A sign-in: the answer's address and the cookie the browser that asked holds. */
export async function steamSignInAnswer(
  server: TestServer,
  steam: SteamStandIn,
  steamid: string,
  returnUrl = 'http://gamefolk.test/steam-return',
) {
  const start = await server.open<{ url: string }>('steamLoginUrl', { return_url: returnUrl });
  if (start.status !== 202) throw new Error(`steamLoginUrl: ${JSON.stringify(start.error)}`);
  return { url: await atSteam(steam, start.data.url, steamid), cookie: cookiesOf(start.headers) };
}

/** A link asked for by the user of `token`: the address Steam sends their browser back to. */
export async function steamLinkAnswer(
  server: TestServer,
  steam: SteamStandIn,
  token: string,
  steamid: string,
  returnUrl = 'http://gamefolk.test/settings',
) {
  const start = await server.secured<{ url: string }>(token, 'steamLinkUrl', { return_url: returnUrl });
  if (start.status !== 202) throw new Error(`steamLinkUrl: ${JSON.stringify(start.error)}`);
  return atSteam(steam, start.data.url, steamid);
}
