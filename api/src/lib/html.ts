// Text written into HTML or SVG by hand (not by a template engine): the characters markup and a quoted attribute use.
export function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}
