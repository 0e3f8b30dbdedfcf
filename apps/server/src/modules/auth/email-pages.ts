import { MESSAGES } from '@app/contracts';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

/** The hosted e-mail sign-in pages are plain server-rendered HTML: no script, nothing to load. */
function page(tenantName: string, title: string, body: string): string {
  return `<!doctype html>
<html lang="en-AU">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<link rel="icon" type="image/svg+xml" href="/favicon.svg">
<title>${escapeHtml(title)} · ${escapeHtml(tenantName)}</title>
<style>
body{font-family:system-ui,-apple-system,Segoe UI,Roboto,sans-serif;background:#f4f6f8;margin:0;display:flex;min-height:100vh;align-items:center;justify-content:center;color:#1a1b1e}
main{background:#fff;border-radius:12px;box-shadow:0 2px 12px rgba(0,0,0,.08);padding:32px;max-width:400px;width:calc(100% - 32px)}
h1{font-size:1.4rem;margin:0 0 8px}p{line-height:1.5}label{display:block;font-weight:600;margin:16px 0 6px}
input[type=email]{box-sizing:border-box;width:100%;padding:10px;border:1px solid #adb5bd;border-radius:6px;font-size:1rem}
button{margin-top:16px;width:100%;padding:12px;border:0;border-radius:6px;background:#1c7ed6;color:#fff;font-size:1rem;font-weight:600;cursor:pointer}
button:focus-visible,input:focus-visible,a:focus-visible{outline:3px solid #74c0fc;outline-offset:2px}
.tenant{color:#495057;font-size:.9rem;margin:0 0 16px}.error{color:#c92a2a}
</style>
</head>
<body><main><p class="tenant">${escapeHtml(tenantName)}</p>${body}</main></body>
</html>`;
}

export function emailFormPage(
  tenantName: string,
  redirectUrl: string,
  invitation?: string,
  problem?: { email: string; message: string },
): string {
  const invitationField = invitation
    ? `<input type="hidden" name="invitation" value="${escapeHtml(invitation)}">`
    : '';
  return page(
    tenantName,
    MESSAGES.emailLogin.title,
    `<h1>${MESSAGES.emailLogin.title}</h1>
<p>${escapeHtml(MESSAGES.emailLogin.prompt)}</p>
<form method="post" action="/api/auth/email/start">
<label for="email">${MESSAGES.emailLogin.emailLabel}</label>
<input id="email" name="email" type="email" autocomplete="email" required autofocus${
      problem
        ? ` value="${escapeHtml(problem.email)}" aria-invalid="true" aria-describedby="email-error"`
        : ''
    }>
${problem ? `<p id="email-error" class="error" role="alert">${escapeHtml(problem.message)}</p>` : ''}
<input type="hidden" name="redirectUrl" value="${escapeHtml(redirectUrl)}">
${invitationField}
<button type="submit">${MESSAGES.emailLogin.submit}</button>
</form>`,
  );
}

export function emailSentPage(tenantName: string): string {
  return page(
    tenantName,
    MESSAGES.emailLogin.sentTitle,
    `<h1>${MESSAGES.emailLogin.sentTitle}</h1><p>${escapeHtml(MESSAGES.emailLogin.sent)}</p>`,
  );
}

export function emailConfirmPage(tenantName: string, token: string): string {
  return page(
    tenantName,
    MESSAGES.emailLogin.confirmTitle,
    `<h1>${MESSAGES.emailLogin.confirmTitle}</h1>
<p>${escapeHtml(MESSAGES.emailLogin.confirmPrompt)}</p>
<form method="post" action="/api/auth/email/confirm">
<input type="hidden" name="token" value="${escapeHtml(token)}">
<button type="submit">${MESSAGES.emailLogin.confirmButton}</button>
</form>`,
  );
}

export function emailLinkExpiredPage(tenantName: string): string {
  return page(
    tenantName,
    MESSAGES.emailLogin.confirmTitle,
    `<h1>${MESSAGES.emailLogin.confirmTitle}</h1>
<p class="error" role="alert">${escapeHtml(MESSAGES.emailLogin.expired)}</p>
<p><a href="/">${MESSAGES.callback.backToLogin}</a></p>`,
  );
}

export function emailErrorPage(tenantName: string, message: string): string {
  return page(
    tenantName,
    MESSAGES.emailLogin.title,
    `<h1>${MESSAGES.emailLogin.title}</h1><p class="error" role="alert">${escapeHtml(message)}</p>
<p><a href="/">${MESSAGES.callback.backToLogin}</a></p>`,
  );
}
