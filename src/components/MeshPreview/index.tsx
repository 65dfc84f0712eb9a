/**
 * A small three.js view of a 3D file, shown when the reader chooses a model in the "Try this rule"
 * panel or on the "Check a submission" page. It draws the triangles @guildforge/rules measured
 * (world space, meters, +Y up) with their bounding box, and links the figures to the rules that
 * measure them. This module, three.js and the mesh readers load only when a 3D file is chosen; the
 * file is read in a worker (RuleTryPanel/offThread.ts) that is stopped after the panel's time limit.
 */
import React, { useEffect, useRef, useState, type ReactNode } from 'react';
import Link from '@docusaurus/Link';
import type { MeshPreview as Preview } from '@guildforge/rules';
import {
  AmbientLight,
  Box3,
  Box3Helper,
  BufferAttribute,
  BufferGeometry,
  Color,
  DirectionalLight,
  DoubleSide,
  Mesh,
  MeshStandardMaterial,
  PerspectiveCamera,
  Scene,
  Vector3,
  WebGLRenderer,
} from 'three';
import { CHECK_TIME_LIMIT_MS, runOffThread } from '@site/src/components/RuleTryPanel/offThread';
import { rulePath } from '@site/src/data/rules/paths';
import styles from './styles.module.css';

const metres = (value: number) => `${Number(value.toFixed(4))} m`;

/** Draws the triangles from a three-quarter view that frames the bounding box; returns a cleanup. */
function draw(canvas: HTMLCanvasElement, preview: Extract<Preview, { kind: 'preview' }>): () => void {
  const renderer = new WebGLRenderer({ canvas, antialias: true, preserveDrawingBuffer: true });
  renderer.setPixelRatio(Math.min(2, window.devicePixelRatio));
  renderer.setSize(canvas.clientWidth, canvas.clientHeight, false);
  const scene = new Scene();
  scene.background = new Color(getComputedStyle(canvas).getPropertyValue('--mesh-preview-background').trim() || '#808080');
  const geometry = new BufferGeometry();
  geometry.setAttribute('position', new BufferAttribute(preview.triangles, 3));
  geometry.computeVertexNormals();
  scene.add(new Mesh(geometry, new MeshStandardMaterial({ color: 0xb4b4b4, side: DoubleSide, flatShading: true })));
  const box = new Box3(new Vector3(...preview.boundsMin), new Vector3(...preview.boundsMax));
  scene.add(new Box3Helper(box, new Color(0xff8c00)));
  scene.add(new AmbientLight(0xffffff, 0.6));
  const light = new DirectionalLight(0xffffff, 1.6);
  light.position.set(2, 3, 4);
  scene.add(light);
  const centre = box.getCenter(new Vector3());
  const radius = Math.max(box.getSize(new Vector3()).length() / 2, 1e-6);
  const camera = new PerspectiveCamera(40, canvas.clientWidth / canvas.clientHeight, radius / 100, radius * 100);
  camera.position.copy(centre).add(new Vector3(1, 0.7, 1.3).normalize().multiplyScalar(radius * 3));
  camera.lookAt(centre);
  renderer.render(scene, camera);
  return () => {
    geometry.dispose();
    renderer.dispose();
  };
}

export default function MeshPreview({ bytes, name }: { readonly bytes: Uint8Array; readonly name: string }): ReactNode {
  const canvas = useRef<HTMLCanvasElement>(null);
  const [preview, setPreview] = useState<Preview>();
  const [webglProblem, setWebglProblem] = useState<string>();

  useEffect(() => {
    let current = true;
    setPreview(undefined);
    // Read in a worker with the panel's time limit: a file that declares millions of instances must not freeze the tab.
    const reading = runOffThread({ kind: 'preview', bytes });
    reading.done.then(
      (next) =>
        current &&
        setPreview(
          next === 'stopped'
            ? { kind: 'unavailable', reason: `reading the model took longer than ${CHECK_TIME_LIMIT_MS / 1000} s, so this tab stopped it; the rules' verdicts above do not depend on the preview.` }
            : next,
        ),
      (error: unknown) => current && setPreview({ kind: 'unavailable', reason: `the model could not be read here (${error instanceof Error ? error.message : String(error)}).` }),
    );
    return () => {
      current = false;
      reading.cancel();
    };
  }, [bytes]);

  useEffect(() => {
    if (preview?.kind !== 'preview' || !canvas.current) return undefined;
    try {
      setWebglProblem(undefined);
      return draw(canvas.current, preview);
    } catch {
      setWebglProblem('This browser cannot draw WebGL, so the view is not shown; the figures below are what the rules measure.');
      return undefined;
    }
  }, [preview]);

  if (!preview) return <p className={styles.note}>Reading {name}…</p>;
  if (preview.kind === 'unavailable') return <p className={styles.note}>No preview: {preview.reason}</p>;
  const [w, h, d] = [0, 1, 2].map((axis) => preview.boundsMax[axis]! - preview.boundsMin[axis]!);
  return (
    <figure className={styles.preview}>
      {webglProblem ? (
        <p className={styles.note}>{webglProblem}</p>
      ) : (
        <canvas
          ref={canvas}
          className={styles.canvas}
          role="img"
          aria-label={`${name}: ${preview.triangleCount} triangles in ${preview.meshCount} mesh objects, inside an orange bounding box of ${metres(w!)} by ${metres(h!)} by ${metres(d!)}`}
        />
      )}
      <figcaption className={styles.figures}>
        <span>
          <Link to={rulePath({ group: 'Mesh', id: 'MeshSize' })}>Bounding box</Link>: {metres(w!)} wide (X) × {metres(h!)} high (Y) × {metres(d!)} deep (Z)
        </span>
        <span>
          <Link to={rulePath({ group: 'Mesh', id: 'MaxPolygonCount' })}>Triangles</Link>: {preview.triangleCount}
        </span>
        <span>
          <Link to={rulePath({ group: 'Mesh', id: 'MeshCountRange' })}>Mesh objects</Link>: {preview.meshCount}
        </span>
        <span>Read as {preview.format}, in meters with +Y up.</span>
      </figcaption>
    </figure>
  );
}
