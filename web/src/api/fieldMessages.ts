// The server's field messages ("must be 1 to 255 characters", "Invalid
// parameter.") as sentences an editor reads next to a field.

const rules: [RegExp, (m: RegExpMatchArray) => string][] = [
  [/^must be 1 to (\d+) characters$/, (m) => `Enter this (at most ${m[1]} characters).`],
  [/^must be (\d+) to (\d+) characters$/, (m) => `Use ${m[1]} to ${m[2]} characters.`],
  [/^must be at most (\d+) characters$/, (m) => `Too long: use at most ${m[1]} characters.`],
  [/^(is )?required$/i, () => 'Fill this in.'],
  [/^invalid parameter\.?$/i, () => 'This value is not accepted: check it.'],
  [/^must be an http or https URL$/, () => 'Enter a web address starting with http:// or https://.'],
  [/^must be a valid e-?mail( address)?$/i, () => 'Enter an e-mail address like name@example.com.'],
];

/** The sentence shown for a server field message. */
export function fieldMessage(message: string): string {
  const m = message.trim();
  for (const [re, say] of rules) {
    const hit = m.match(re);
    if (hit) return say(hit);
  }
  if (!m) return 'This value is not accepted: check it.';
  const sentence = m[0].toUpperCase() + m.slice(1);
  return /[.!?]$/.test(sentence) ? sentence : `${sentence}.`;
}
