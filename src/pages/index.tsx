import React, { type ReactNode } from 'react';
import Link from '@docusaurus/Link';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import CodeBlock from '@theme/CodeBlock';
import DocSectionCards from '@site/src/components/DocSectionCards';
import { API_SERVERS } from '@site/src/config/site';
import styles from './index.module.css';

const firstRequest = `curl ${API_SERVERS[1].url}/quests?status=active&limit=2 \\
  -H "Guildforge-Api-Key: $GUILDFORGE_TEST_KEY"`;

export default function Home(): ReactNode {
  return (
    <Layout
      title="Guildforge Documentation"
      description="Build quests, rewards and user-generated content into your game or community with the Guildforge API, validation rules and React library."
    >
      <main>
        <header className={styles.hero}>
          <div className="container">
            <Heading as="h1" className={styles.title}>
              Guildforge Documentation
            </Heading>
            <p className={styles.lead}>
              Guildforge runs quests, rewards and user-generated content for games and online communities. Your players
              follow you on X, join your Discord or reach 10 hours in your Steam game; Guildforge verifies it and grants
              points, badges, items or Discord roles. Makers submit skins, levels and sounds against a schema you define,
              64 validation rules check every file, and your community votes on what gets published.
            </p>
            <p className={styles.lead}>
              These docs are for the developers and studio teams who integrate with the Guildforge REST API: game
              backends using a project API key, and game clients or websites acting for a signed-in user.
            </p>
            <div className={styles.actions}>
              <Link className="button button--primary button--lg" to="/docs/learn/overview">
                Start with the overview
              </Link>
              <Link className="button button--secondary button--lg" to="/docs/category/api">
                Browse the API
              </Link>
            </div>
          </div>
        </header>
        <section className="container margin-vert--lg" aria-labelledby="sections-heading">
          <Heading as="h2" id="sections-heading">
            Documentation sections
          </Heading>
          <DocSectionCards />
        </section>
        <section className="container margin-bottom--xl" aria-labelledby="first-request-heading">
          <Heading as="h2" id="first-request-heading">
            Your first request
          </Heading>
          <p>
            List the active quests of your project in the sandbox with a test key from the studio dashboard. Test keys
            start with <code>gf_test_</code> and never grant real rewards.
          </p>
          <CodeBlock language="bash">{firstRequest}</CodeBlock>
        </section>
      </main>
    </Layout>
  );
}
