/**
 * The SAML identity-provider step: POST the SAML response to the service provider by
 * submitting a form of hidden inputs, as a browser would. A no-op outside a browser.
 */
export function submitSamlForm(url: string, samlResponse: string, relayState: string): boolean {
  if (typeof document === 'undefined') return false;
  const form = document.createElement('form');
  form.method = 'POST';
  form.action = url;
  form.style.display = 'none';
  for (const [name, value] of [
    ['SAMLResponse', samlResponse],
    ['RelayState', relayState],
  ] as const) {
    const input = document.createElement('input');
    input.type = 'hidden';
    input.name = name;
    input.value = value;
    form.appendChild(input);
  }
  document.body.appendChild(form);
  form.submit();
  return true;
}
