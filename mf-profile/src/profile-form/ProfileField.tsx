import { Radio, Checkbox, Form, Input, Select } from '@trellis/ui/antd/fields';
import { LIMITS } from '@trellis/contracts/constants';
import {
  HIGH_SCHOOL_ROLE,
  JOB_FUNCTION_ROLE,
  OTHER_OPTION,
  PROFILE_REQUIRED_FIELDS,
  type NamedItem,
  type OptionItem,
  type OptionsConfig,
} from '@trellis/contracts';
import { InstitutionSelect } from './InstitutionSelect.tsx';
import { TopicSelect } from './TopicSelect.tsx';

export const FIELD_LABELS: Record<string, string> = {
  first_name: 'First name',
  last_name: 'Last name',
  title: 'Title',
  country: 'Country',
  location: 'Location',
  professional_field: 'Professional field',
  professional_field_extra: 'Your professional field',
  discipline: 'Discipline',
  institution: 'Institution',
  interested_services: 'Services you are interested in',
  current_role: 'Current role',
  career_stage: 'Career stage',
  career_stage_extra: 'Your career stage',
  reason_to_join: 'Reasons to join',
  reason_to_join_extra: 'Your reason to join',
  job_function: 'Job function',
  prefered_language: 'Preferred language',
  short_bio: 'Short bio (up to 250 words)',
  career_story: 'Career story',
  career_advice: 'Career advice',
  skills: 'Skills',
  topics: 'Topics',
  batch: 'Batch',
  uni_batch: 'Graduation year',
  affiliation: 'Affiliation',
  college: 'Campus',
  department: 'Department',
  country_of_origin: 'Country of origin',
  specific_needs: 'Specific needs',
  additional_career_information: 'Additional career information',
  calendy_url: 'Calendly link',
  social_linkedin: 'LinkedIn',
  social_twitter: 'Twitter',
  social_facebook: 'Facebook',
  social_google_scholar: 'Google Scholar',
  social_research_gate: 'ResearchGate',
  social_orcid: 'ORCID',
};

const LONG_TEXT = new Set(['short_bio', 'career_story', 'career_advice', 'additional_career_information']);
const toOptions = (items: OptionItem[]) => items.map((item) => ({ value: item.id, label: item.name }));

/** Whether a field is shown, from the values around it. */
export function isIncluded(name: string, values: Record<string, unknown>): boolean {
  if (name === 'career_stage_extra') return values.career_stage === OTHER_OPTION;
  if (name === 'reason_to_join_extra') return Array.isArray(values.reason_to_join) && values.reason_to_join.includes(OTHER_OPTION);
  if (name === 'professional_field_extra') return values.professional_field === OTHER_OPTION;
  if (name === 'job_function') return values.current_role === JOB_FUNCTION_ROLE;
  if (name === 'career_stage') return values.current_role !== HIGH_SCHOOL_ROLE;
  return true;
}

/** Names of the topics, skills and institution the member already chose, from the identity's detailed lists. */
export type KnownNames = { topics: NamedItem[]; skills: NamedItem[]; institution: string | null };

function control(name: string, options: OptionsConfig, values: Record<string, unknown>, known: KnownNames) {
  switch (name) {
    case 'current_role':
      return <Radio.Group options={toOptions(options.current_roles)} />;
    case 'career_stage': {
      const allowed = options.role_stage_map[String(values.current_role)];
      return <Select options={toOptions(options.career_stages.filter((item) => !allowed || allowed.includes(item.id)))} />;
    }
    case 'reason_to_join': {
      const allowed = options.career_reason_map[String(values.career_stage)];
      return <Checkbox.Group options={toOptions(options.reason_to_join.filter((item) => !allowed || allowed.includes(item.id)))} />;
    }
    case 'professional_field':
      return <Select showSearch={{ optionFilterProp: 'label' }} options={toOptions(options.professional_fields)} />;
    case 'job_function':
      return <Select options={toOptions(options.job_functions)} />;
    case 'interested_services':
      return <Select mode="multiple" options={toOptions(options.interested_services)} />;
    case 'institution':
      return <InstitutionSelect knownName={known.institution} />;
    case 'skills':
      return <TopicSelect topicType="skill" known={known.skills} />;
    case 'topics':
      return <TopicSelect topicType="general" known={known.topics} />;
    case 'specific_needs':
      return <Input.TextArea maxLength={LIMITS.specificNeedsChars} showCount rows={4} />;
    default:
      return LONG_TEXT.has(name) ? <Input.TextArea rows={4} /> : <Input />;
  }
}

/** One profile form field: label, required mark, and the control the field calls for. */
export function ProfileField({
  name,
  options,
  values,
  known,
}: {
  name: string;
  options: OptionsConfig;
  values: Record<string, unknown>;
  known: KnownNames;
}) {
  if (!isIncluded(name, values)) return null;
  return (
    <Form.Item name={name} label={FIELD_LABELS[name] ?? name} required={PROFILE_REQUIRED_FIELDS.has(name)}>
      {control(name, options, values, known)}
    </Form.Item>
  );
}
