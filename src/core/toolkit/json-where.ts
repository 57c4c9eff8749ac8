/**
 * Where JSON text stops being JSON: the offset of the first character JSON.parse cannot accept (the text's length
 * when it ends too early), or -1 when it is valid. For the parse errors whose message gives no position. Walked
 * without recursion, so deep nesting cannot overflow the stack.
 */
export function jsonErrorOffset(text: string): number {
  const stack: string[] = [];
  let i = 0;
  let expect: 'value' | 'value-or-close' | 'key' | 'key-or-close' | 'colon' | 'comma-or-close' | 'end' = 'value';
  const number = /-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?|true|false|null/y;
  const afterValue = () => (stack.length ? 'comma-or-close' : 'end');
  /** The offset after the string starting at `i`, or the negated offset of its fault minus one. */
  const string = (start: number): number => {
    for (let j = start + 1; j < text.length; j++) {
      const c = text.charCodeAt(j);
      if (c === 0x22) return j + 1;
      if (c < 0x20) return -j - 1;
      if (c === 0x5c) {
        const e = text[j + 1];
        if (e === 'u') {
          if (!/^[0-9a-fA-F]{4}$/.test(text.slice(j + 2, j + 6))) return -(j + 1) - 1;
          j += 5;
        } else if (e !== undefined && '"\\/bfnrt'.includes(e)) j++;
        else return -(j + 1) - 1;
      }
    }
    return -text.length - 1;
  };
  for (;;) {
    while (i < text.length && ' \t\n\r'.includes(text[i] as string)) i++;
    if (i >= text.length) return expect === 'end' ? -1 : i;
    const c = text[i];
    if (expect === 'end') return i;
    if (
      (expect === 'value-or-close' && c === ']') ||
      (expect === 'key-or-close' && c === '}') ||
      (expect === 'comma-or-close' && c === (stack.at(-1) === '{' ? '}' : ']'))
    ) {
      stack.pop();
      i++;
      expect = afterValue();
    } else if (expect === 'comma-or-close') {
      if (c !== ',') return i;
      i++;
      expect = stack.at(-1) === '{' ? 'key' : 'value';
    } else if (expect === 'colon') {
      if (c !== ':') return i;
      i++;
      expect = 'value';
    } else if (expect === 'key' || expect === 'key-or-close') {
      if (c !== '"') return i;
      const end = string(i);
      if (end < 0) return -end - 1;
      i = end;
      expect = 'colon';
    } else if (c === '{' || c === '[') {
      stack.push(c);
      i++;
      expect = c === '{' ? 'key-or-close' : 'value-or-close';
    } else if (c === '"') {
      const end = string(i);
      if (end < 0) return -end - 1;
      i = end;
      expect = afterValue();
    } else {
      number.lastIndex = i;
      const m = number.exec(text);
      if (!m) return i;
      i += m[0].length;
      expect = afterValue();
    }
  }
}
