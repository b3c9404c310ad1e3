import { createCustomQuestionsRepository } from '../modules/custom-questions/custom-questions.repository';
import type { Executor } from '../platform/db/client';
import type { DemoPlace } from './demo-accounts';

/** One question of each of the six types, as a gym asks them of whoever joins (design notes: seed). */
const demoQuestions = [
  {
    reference: 'heard-about-us',
    label: 'How did you hear about us?',
    type: 'select',
    options: ['A friend or family member', 'Social media', 'Search engine', 'Leaflet or poster', 'Other'],
  },
  {
    reference: 'fitness-goals',
    label: 'What are your fitness goals?',
    type: 'multi_select',
    options: ['Lose weight', 'Build strength', 'Improve fitness', 'Learn to swim', 'Reduce stress'],
  },
  {
    reference: 'emergency-contact-phone',
    label: 'Emergency contact phone number',
    type: 'text',
    placeholder: 'For example 07700 900123',
    isRequired: true,
  },
  {
    reference: 'visits-per-week',
    label: 'How many times a week do you plan to visit?',
    type: 'number',
    defaultValue: '2',
  },
  { reference: 'last-exercised', label: 'When did you last exercise regularly?', type: 'date' },
  {
    reference: 'free-induction',
    label: 'I would like a free induction session',
    type: 'checkbox',
    defaultValue: 'true',
  },
];

/** The demo operator's additional questions, asked by Gym & Swim (part of the demo snapshot: no dates). */
export async function seedDemoCustomQuestions(tx: Executor, demo: DemoPlace): Promise<void> {
  const repo = createCustomQuestionsRepository(tx);
  for (const [position, question] of demoQuestions.entries())
    await repo.insertQuestion({ ...question, clientId: demo.clientId, position }, ['gym-and-swim']);
}
