/** Colours per category for the generated item pictures (until real photos are uploaded in the admin). */
const PALETTE: Record<string, [string, string]> = {
  pizzas: ['#f4c27a', '#c0392b'],
  calzone: ['#e8b36b', '#8e5a2b'],
  pasta: ['#f7d774', '#b7791f'],
  salads: ['#a8d5a2', '#2f855a'],
  breakfast: ['#fde2a7', '#dd6b20'],
  drinks: ['#bee3f8', '#2b6cb0'],
  desserts: ['#f9c5d1', '#97266d'],
};
const KIDS: [string, string] = ['#fbd38d', '#6b46c1'];

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** A small, light SVG picture of a dish: a plate in the category's colours with the dish's initials. */
export function menuItemSvg(name: string, category: string): string {
  const [light, dark] = PALETTE[category] ?? KIDS;
  const initials = escapeXml(
    name
      .split(/\s+/)
      .map((w) => w[0] ?? '')
      .join('')
      .slice(0, 2)
      .toUpperCase(),
  );
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 300" role="img" aria-label="${escapeXml(name)}">
<rect width="400" height="300" fill="${light}"/>
<circle cx="200" cy="150" r="110" fill="#fff" opacity="0.85"/>
<circle cx="200" cy="150" r="88" fill="${dark}" opacity="0.9"/>
<text x="200" y="172" font-family="Georgia, serif" font-size="64" fill="#fff" text-anchor="middle">${initials}</text>
</svg>`;
}
