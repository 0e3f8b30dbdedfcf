const IPV4 = /^\d{1,3}(\.\d{1,3}){3}$/;

/**
 * The tenant label of a host name (spec 01 section 1): the first label when the host has two or
 * more labels and is not an IP address, e.g. `acme.localhost` -> `acme`. `localhost` and IPs have
 * none; the server then uses its default client.
 */
export function clientFromHostname(hostname: string): string | null {
  const host = hostname.trim().toLowerCase().replace(/\.$/, '');
  if (!host || host.includes(':') || host.startsWith('[') || IPV4.test(host)) return null;
  const labels = host.split('.');
  if (labels.length < 2) return null;
  return labels[0] || null;
}
