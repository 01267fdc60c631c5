import { MantineProvider, Modal } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import i18n from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { initTestI18n } from '../test/render';
import { localizedTheme } from './localized-theme';

beforeAll(initTestI18n);

describe('localizedTheme', () => {
  it("gives a modal's close button an accessible name", async () => {
    render(
      <MantineProvider theme={localizedTheme(i18n.t('common:actions.close'))} env="test">
        <Modal opened onClose={() => {}} title="Report">
          body
        </Modal>
      </MantineProvider>,
    );
    expect(await screen.findByRole('button', { name: 'Close' })).toBeInTheDocument();
  });
});
