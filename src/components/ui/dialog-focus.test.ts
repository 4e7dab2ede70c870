import { describe, expect, it } from 'vitest';
import { firstField } from './dialog-focus';

function dom(html: string) {
  const root = document.createElement('div');
  root.innerHTML = `<form>${html}</form>`;
  document.body.append(root);
  // jsdom lays nothing out: every element gets one box so it counts as shown.
  for (const el of root.querySelectorAll<HTMLElement>('*'))
    el.getClientRects = () => [new DOMRect(0, 0, 10, 10)] as unknown as DOMRectList;
  return root;
}

describe('firstField', () => {
  it('skips buttons, read-only, disabled and hidden inputs', () => {
    const root = dom(
      '<button>x</button><input type="hidden"><input readonly><input disabled><input id="a"><input id="b">',
    );
    expect(firstField(root)?.id).toBe('a');
  });

  it('finds selects and text areas in document order', () => {
    expect(firstField(dom('<select id="s"></select><input>'))?.id).toBe('s');
    expect(firstField(dom('<textarea id="t"></textarea>'))?.id).toBe('t');
  });

  it('lands on the checked radio of the first group', () => {
    const root = dom('<input type="radio" name="w" id="r1"><input type="radio" name="w" id="r2" checked>');
    expect(firstField(root)?.id).toBe('r2');
    expect(firstField(dom('<input type="radio" name="v" id="only">'))?.id).toBe('only');
  });

  it('takes only fields of a form, not a filter box beside it', () => {
    const root = dom('<input id="in-form">');
    root.insertAdjacentHTML('afterbegin', '<input type="search" id="filter">');
    for (const el of root.querySelectorAll<HTMLElement>('*'))
      el.getClientRects = () => [new DOMRect(0, 0, 10, 10)] as unknown as DOMRectList;
    expect(firstField(root)?.id).toBe('in-form');
  });

  it('is null without fields', () => {
    expect(firstField(dom('<p>text</p><button>ok</button>'))).toBeNull();
    expect(firstField(null)).toBeNull();
  });
});
