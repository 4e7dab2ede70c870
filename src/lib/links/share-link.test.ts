import { describe, expect, it } from 'vitest';
import { shareLink } from './share-link';

describe('shareLink', () => {
  it('builds {host}/Signup/{code} from the default domain when none is stored', () => {
    expect(shareLink({ code: 'CS0104', storedDomain: null, defaultDomain: 'https://office.example.com' })).toBe(
      'https://office.example.com/Signup/CS0104',
    );
    expect(shareLink({ code: 'CS0104', storedDomain: '  ', defaultDomain: 'https://office.example.com/' })).toBe(
      'https://office.example.com/Signup/CS0104',
    );
  });

  it('appends the code directly when the stored domain carries ?a=', () => {
    expect(
      shareLink({ code: 'AG0103', storedDomain: 'https://play.example.com/join?a=', defaultDomain: 'https://x.test' }),
    ).toBe('https://play.example.com/join?a=AG0103');
  });

  it('uses a stored domain without ?a= as the host', () => {
    expect(
      shareLink({ code: 'AG0103', storedDomain: 'https://agents.example.com/', defaultDomain: 'https://x.test' }),
    ).toBe('https://agents.example.com/Signup/AG0103');
  });

  it('applies the ?a= form to the default domain too', () => {
    expect(shareLink({ code: 'Z9', storedDomain: '', defaultDomain: 'https://d.example.com/?a=' })).toBe(
      'https://d.example.com/?a=Z9',
    );
  });
});
