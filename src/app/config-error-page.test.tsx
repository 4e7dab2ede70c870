import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { t } from '@/test/translate';
import { ConfigErrorPage } from './config-error-page';

describe('ConfigErrorPage', () => {
  it('names every variable to fix under a translated heading', () => {
    render(
      <ConfigErrorPage
        problems={[
          { variable: 'VITE_API_BASE', message: 'must end with /' },
          { variable: 'VITE_API_AES_IV', message: 'must be exactly 16 characters' },
        ]}
      />,
    );
    expect(screen.getByRole('heading', { level: 1, name: t('common:configError.title') })).toBeInTheDocument();
    const items = screen.getAllByRole('listitem').map((li) => li.textContent);
    expect(items).toEqual(['VITE_API_BASE must end with /', 'VITE_API_AES_IV must be exactly 16 characters']);
  });
});
