// The web app has already closed its session and asked for this logout: confirm it without a click.
document.addEventListener('DOMContentLoaded', () => {
  if (document.querySelector('[data-auto-logout="true"]')) {
    document.getElementById('logout-confirm')?.click();
  }
});
