import { MenuItem } from '@headlessui/react';
import { cn } from '@/lib/cn';
import { LANGUAGES, LANGUAGE_NAMES, type Language } from '@/lib/i18n';
import { menuItemClass, menuPanelClass, type MenuFace } from './menu-look';
import { CheckIcon } from '@/components/icons';
import { TakeoverMenu } from './takeover-menu';

type LanguageChoice = {
  value: Language;
  onChange: (language: Language) => void;
};

export type LanguageMenuPopupProps = LanguageChoice & MenuFace;

/**
 * One menu item per language, each in its own name, the current one ticked. Shared by the language
 * menu and the phone's toolbar menu, which lists the languages among its other entries.
 */
export function LanguageMenuItems({ value, onChange, itemClassName }: LanguageChoice & { itemClassName: string }) {
  return LANGUAGES.map((lng) => (
    <MenuItem key={lng}>
      <button
        type="button"
        lang={lng}
        aria-current={lng === value || undefined}
        onClick={() => onChange(lng)}
        className={cn(menuItemClass, 'justify-between', itemClassName)}
      >
        {LANGUAGE_NAMES[lng]}
        {lng === value && <CheckIcon className="size-4 text-primary-700" />}
      </button>
    </MenuItem>
  ));
}

/** The language menu itself (see language-menu.tsx, which loads it on the first sign of intent). */
export function LanguageMenuPopup({ value, onChange, ...menu }: LanguageMenuPopupProps) {
  return (
    <TakeoverMenu {...menu} itemsClassName={cn(menuPanelClass, 'w-52')}>
      <LanguageMenuItems value={value} onChange={onChange} itemClassName="gap-2" />
    </TakeoverMenu>
  );
}
