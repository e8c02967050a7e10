// The demo exhibition's art (config giveTicketTopImage / giveTicketBottomImage): the backend serves an
// organiser's uploaded images from its file store; here two small drawn banners stand in for them.
import type { FastifyInstance } from 'fastify';

const banner = (top: boolean): string => {
  const ribbon = top
    ? '<rect x="0" y="0" width="750" height="220" rx="24" fill="#0a7cff"/><rect x="240" y="110" width="270" height="110" rx="8" fill="#ffffff" opacity="0.9"/><rect x="355" y="110" width="40" height="110" fill="#ff7a45"/><ellipse cx="330" cy="92" rx="48" ry="26" fill="#ff7a45"/><ellipse cx="420" cy="92" rx="48" ry="26" fill="#ff7a45"/><circle cx="375" cy="100" r="16" fill="#d4380d"/>'
    : '<rect x="0" y="0" width="750" height="120" rx="24" fill="#e6f0ff"/><path d="M0 90 Q187 30 375 90 T750 90 V120 H0 Z" fill="#0a7cff" opacity="0.35"/>';
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 750 ${top ? 220 : 120}" role="presentation">${ribbon}</svg>`;
};

/** A small picture for the information pages, speakers, news, activities and partner logos (issue 15). */
const picture = (colour: string, shape: string, width = 750, height = 300): string =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" role="presentation"><rect width="${width}" height="${height}" rx="16" fill="${colour}"/>${shape}</svg>`;

const ART: Readonly<Record<string, string>> = {
  'gift-top.svg': banner(true),
  'gift-bottom.svg': banner(false),
  'info-hotel.svg': picture('#e6f0ff', '<rect x="275" y="60" width="200" height="200" fill="#0a7cff"/><rect x="305" y="90" width="40" height="40" fill="#fff"/><rect x="405" y="90" width="40" height="40" fill="#fff"/><rect x="350" y="190" width="50" height="70" fill="#fff"/>'),
  'info-traffic.svg': picture('#f0f5e6', '<path d="M60 240 H690" stroke="#52c41a" stroke-width="16"/><rect x="250" y="120" width="250" height="100" rx="24" fill="#52c41a"/><circle cx="300" cy="230" r="20" fill="#333"/><circle cx="450" cy="230" r="20" fill="#333"/>'),
  'info-special.svg': picture('#fff2e8', '<rect x="200" y="80" width="350" height="160" fill="#ff7a45"/><rect x="240" y="40" width="270" height="40" fill="#d4380d"/>'),
  'speaker.svg': picture('#e6f0ff', '<circle cx="100" cy="80" r="40" fill="#0a7cff"/><rect x="40" y="130" width="120" height="70" rx="35" fill="#0a7cff"/>', 200, 200),
  'news.svg': picture('#f5f5f5', '<rect x="100" y="60" width="550" height="30" fill="#0a7cff"/><rect x="100" y="120" width="450" height="20" fill="#999"/><rect x="100" y="160" width="500" height="20" fill="#999"/>'),
  'activity.svg': picture('#f9f0ff', '<circle cx="375" cy="150" r="90" fill="#722ed1"/><path d="M335 150 l30 30 l60 -60" stroke="#fff" stroke-width="16" fill="none"/>'),
  // The exhibition's poster art (config globalImage): drawn under the sharer's name and QR code on /posterDown.
  'poster.svg': picture('#0a7cff', '<circle cx="620" cy="90" r="150" fill="#3d9bff"/><circle cx="120" cy="520" r="190" fill="#0062d6"/><rect x="80" y="170" width="590" height="250" rx="28" fill="#ffffff" opacity="0.16"/><path d="M140 360 L290 230 L400 320 L520 200 L620 360 Z" fill="#ffffff" opacity="0.85"/><circle cx="250" cy="250" r="34" fill="#ffd666"/>', 750, 600),
  'partner.svg': picture('#ffffff', '<circle cx="100" cy="100" r="60" fill="#0a7cff"/><text x="190" y="120" font-size="56" fill="#333">Partner</text>', 400, 200),
};

export function registerDemoArtRoutes(app: FastifyInstance): void {
  app.get('/files/demo/:name', async (request, reply) => {
    const name = (request.params as { name?: string }).name ?? '';
    const svg = Object.hasOwn(ART, name) ? ART[name] : undefined;
    if (svg === undefined) return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
    return reply.code(200).header('content-type', 'image/svg+xml').header('cache-control', 'public, max-age=3600').send(svg);
  });
}
