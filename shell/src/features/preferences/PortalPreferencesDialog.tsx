import { App, Button, Flex, Modal, Space, Typography } from '@trellis/ui/antd';
import { Descriptions, Steps } from '@trellis/ui/antd/display';
import { Radio } from '@trellis/ui/antd/fields';
import { useEffect, useState } from 'react';
import { formErrorMessage } from '@trellis/platform/api-client';
import { DEFAULT_PORTAL_FOCUS_ID, PORTAL_FOCUS_OPTIONS, type PortalFocus, type PortalPreferences } from '@trellis/contracts';
import { MESSAGES } from '@trellis/contracts/messages';
import { useSite } from '@trellis/platform/site';
import { PREFERENCES_STORAGE_KEY, fetchPreferences, savePreferences } from './preferenceCalls.ts';
import { reloadPortal } from './reload.ts';

const focusLabel = (id: PortalFocus) => PORTAL_FOCUS_OPTIONS.find((option) => option.id === id)?.label ?? '';

/**
 * Portal Preferences: the current choice, then Select Persona (required) and
 * Choose Focus Area, then save and reload. Mounted only while open, so each
 * opening starts at the first step with the saved choice.
 */
export function PortalPreferencesDialog({ onClose }: { onClose(): void }) {
  const { message } = App.useApp();
  // The fallback stays outside the selector: a new empty list on every read would re-render without end.
  const personas = useSite((state) => state.config?.options.current_roles) ?? [];
  const [current, setCurrent] = useState<PortalPreferences | null>(null);
  const [step, setStep] = useState(0);
  const [persona, setPersona] = useState<number | null>(null);
  const [focus, setFocus] = useState<PortalFocus>(DEFAULT_PORTAL_FOCUS_ID);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    fetchPreferences().then(
      (loaded) => {
        setCurrent(loaded);
        setPersona(loaded.current_role);
        setFocus(loaded.focus_area);
      },
      (error: unknown) => void message.error(formErrorMessage(error)),
    );
  }, [message]);

  const save = async () => {
    if (persona === null) return;
    setSaving(true);
    try {
      const saved = await savePreferences({ current_role: persona, focus_area: focus });
      localStorage.setItem(PREFERENCES_STORAGE_KEY, JSON.stringify(saved));
      message.success(MESSAGES.preferences.updated);
      onClose();
      // Long enough to read the confirmation before the page reloads.
      setTimeout(reloadPortal, 1500);
    } catch (error) {
      message.error(formErrorMessage(error));
    } finally {
      setSaving(false);
    }
  };

  const personaName = (id: number | null) => personas.find((option) => option.id === id)?.name ?? 'Not set';
  const footer = (
    <Flex justify="space-between">
      <Button onClick={() => setStep(0)} disabled={step === 0}>
        Back
      </Button>
      {step === 0 ? (
        <Button type="primary" disabled={persona === null} onClick={() => setStep(1)}>
          Next
        </Button>
      ) : (
        <Button type="primary" loading={saving} onClick={() => void save()}>
          Save Preferences
        </Button>
      )}
    </Flex>
  );

  return (
    <Modal title="Portal Preferences" open onCancel={onClose} footer={footer}>
      <Descriptions size="small" column={1} bordered style={{ marginBottom: 16 }}>
        <Descriptions.Item label="Current Role">{current ? personaName(current.current_role) : '…'}</Descriptions.Item>
        <Descriptions.Item label="Focus Area">{current ? focusLabel(current.focus_area) : '…'}</Descriptions.Item>
      </Descriptions>
      <Steps
        size="small"
        current={step}
        items={[{ title: 'Select Persona' }, { title: 'Choose Focus Area' }]}
        style={{ marginBottom: 16 }}
      />
      {step === 0 ? (
        <Radio.Group value={persona} onChange={(event) => setPersona(event.target.value as number)} aria-label="Select Persona">
          <Space orientation="vertical">
            {personas.map((option) => (
              <Radio key={option.id} value={option.id}>
                {option.name}
              </Radio>
            ))}
          </Space>
        </Radio.Group>
      ) : (
        <Radio.Group value={focus} onChange={(event) => setFocus(event.target.value as PortalFocus)} aria-label="Choose Focus Area">
          <Space orientation="vertical">
            {PORTAL_FOCUS_OPTIONS.map((option) => (
              <Radio key={option.id} value={option.id}>
                <Typography.Text strong>{option.label}</Typography.Text>
                <br />
                <Typography.Text type="secondary">{option.description}</Typography.Text>
              </Radio>
            ))}
          </Space>
        </Radio.Group>
      )}
    </Modal>
  );
}
