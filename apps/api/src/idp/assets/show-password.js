// The button beside a password field shows or hides what was typed (see views/password-field.ts).
document.addEventListener('DOMContentLoaded', () => {
  for (const button of document.querySelectorAll('button[data-show-password]')) {
    const input = document.getElementById(button.dataset.showPassword);
    if (!input) {
      continue;
    }
    button.hidden = false;
    button.addEventListener('click', () => {
      const isShown = input.type === 'text';
      input.type = isShown ? 'password' : 'text';
      button.setAttribute('aria-pressed', String(!isShown));
      button.textContent = isShown ? button.dataset.showLabel : button.dataset.hideLabel;
      input.focus();
    });
  }
});
